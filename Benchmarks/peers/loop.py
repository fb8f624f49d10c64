# The peer of the learner's Swift in Benchmarks/peers/loop.swift: the same loop, in Python.
total = 0
i = 0
while i < 1000000:
    total = total + i % 7
    i += 1
print(total)
