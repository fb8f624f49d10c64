# The peer of the learner's Swift in Benchmarks/peers/containers.swift: the same loops, in Python.
# (Not named collections.py: that name would hide the standard library's module from the scripts here.)
squares = []
index = {}
i = 0
while i < 100000:
    squares.append(i * i % 1000)
    index[i] = squares[i]
    i += 1
total = 0
i = 0
while i < 100000:
    total += squares[i] + index[i]
    i += 1
print(total)
