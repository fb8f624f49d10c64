"""Solves SolverSystem JSON with kiwisolver, for the solver's property test (SolverKiwiTests).

Usage: kiwi_solve.py SYSTEMS.json RESULTS.json. For each system: adds the constraints in order
(noting which kiwi refuses as unsatisfiable), adds the edit variables and suggests their values
in turn, reads every variable, then removes the constraints listed (the accepted ones) and
reads them again. Priorities map to strengths: 1000 required, 500 to 999 strong, below weak.
"""
import json
import sys

import kiwisolver as kiwi


def strength(priority):
    if priority >= 1000:
        return "required"
    return "strong" if priority >= 500 else "weak"


def constraint(spec, variables):
    expression = kiwi.Expression([], spec["constant"])
    for term in spec["terms"]:
        expression = expression + variables[term["variable"]] * term["coefficient"]
    relation = spec["relation"]
    if relation == "==":
        made = expression == 0
    elif relation == "<=":
        made = expression <= 0
    else:
        made = expression >= 0
    return made | strength(spec["priority"])


def solve(system):
    names = set(system["variables"])
    for spec in system["constraints"]:
        names.update(term["variable"] for term in spec["terms"])
    names.update(edit["variable"] for edit in system["edits"])
    variables = {name: kiwi.Variable(name) for name in sorted(names)}
    solver = kiwi.Solver()
    made = [constraint(spec, variables) for spec in system["constraints"]]
    accepted = []
    for item in made:
        try:
            solver.addConstraint(item)
            accepted.append(True)
        except kiwi.UnsatisfiableConstraint:
            accepted.append(False)
            # kiwi's tableau after a refusal can be left unfit for later edits ("Dual optimize
            # failed"): start again from the constraints it accepted.
            solver = kiwi.Solver()
            for kept, ok in zip(made, accepted):
                if ok:
                    solver.addConstraint(kept)
    for edit in system["edits"]:
        solver.addEditVariable(variables[edit["variable"]], strength(edit["priority"]))
        for value in edit["values"]:
            solver.suggestValue(variables[edit["variable"]], value)
    solver.updateVariables()
    values = {name: variables[name].value() for name in system["variables"]}
    for index in system["removals"]:
        if accepted[index] and solver.hasConstraint(made[index]):
            solver.removeConstraint(made[index])
    solver.updateVariables()
    after = {name: variables[name].value() for name in system["variables"]}
    return {"accepted": accepted, "values": values, "afterRemovals": after}


def main():
    systems = json.load(open(sys.argv[1]))
    json.dump([solve(system) for system in systems], open(sys.argv[2], "w"))


main()
