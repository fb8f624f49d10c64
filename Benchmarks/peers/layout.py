"""kiwisolver 1.4.9 on the layout solver's systems: the benchmark's peer and the property test's.

`layout.py RUNS`, the peer of `WorkbenchBench layout`: the same chain of views built and edited
by kiwisolver. Reads the system (SolverSystem JSON, as `WorkbenchBench layout-system N EDITS` prints it) from
stdin: the constraints, added in order, then the edit variable (strong) with the natural width
suggested and the variables updated (the build); then each further width suggested, with the
variables updated after each (an edit). Priorities map to strengths as in the property test:
1000 required, 500 to 999 strong, below weak. Runs RUNS times (argv[1]) and prints the medians of
the build, of the edits' total and of the slowest edit in ms, and what the last edit leaves:
the last view's left and right edge and the weak widths' total error.

`layout.py solve SYSTEMS.json RESULTS.json`, for the property test (SolverKiwiTests): for each
system, adds the constraints in order (noting which kiwi refuses as unsatisfiable), adds the
edit variables and suggests their values in turn, reads every variable, then removes the
constraints listed (the accepted ones) and reads them again.
"""
import json
import statistics
import sys
import time

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


def run(system):
    names = {term["variable"] for spec in system["constraints"] for term in spec["terms"]}
    variables = {name: kiwi.Variable(name) for name in sorted(names)}
    edit = system["edits"][0]
    target = variables[edit["variable"]]
    # The constraint objects are made before the clock starts: only the solver is timed.
    made = [constraint(spec, variables) for spec in system["constraints"]]
    start = time.perf_counter()
    solver = kiwi.Solver()
    for item in made:
        solver.addConstraint(item)
    solver.addEditVariable(target, strength(edit["priority"]))
    solver.suggestValue(target, edit["values"][0])
    solver.updateVariables()
    build = time.perf_counter() - start
    slowest = 0.0
    edits_start = time.perf_counter()
    for value in edit["values"][1:]:
        start = time.perf_counter()
        solver.suggestValue(target, value)
        solver.updateVariables()
        slowest = max(slowest, time.perf_counter() - start)
    total = time.perf_counter() - edits_start
    return build, total, slowest, variables


def main():
    if len(sys.argv) == 4 and sys.argv[1] == "solve":
        systems = json.load(open(sys.argv[2]))
        json.dump([solve(system) for system in systems], open(sys.argv[3], "w"))
        return
    runs = int(sys.argv[1]) if len(sys.argv) > 1 else 5
    system = json.load(sys.stdin)
    results = [run(system) for _ in range(runs)]
    variables = results[-1][3]
    views = sum(1 for name in variables if name.endswith(".left"))
    left = variables[f"v{views - 1}.left"].value()
    right = left + variables[f"v{views - 1}.width"].value()
    error = sum(abs(variables[f"v{index}.width"].value() - 100) for index in range(views))
    build, total, slowest = (statistics.median(result[index] for result in results) * 1000 for index in range(3))
    print(f"layout_kiwi {views} {build} {total} {slowest} {left} {right} {error} {kiwi.__version__}")


main()
