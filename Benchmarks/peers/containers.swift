// make bench: an array and a dictionary a loop fills, then reads, in the learner's Swift
// (Benchmarks/peers/containers.py is the peer; the bench runs it at twice the size too).
var squares = [Int]()
var index = [Int: Int]()
var i = 0
while i < 100000 {
  squares.append(i * i % 1000)
  index[i] = squares[i]
  i += 1
}
var total = 0
i = 0
while i < 100000 {
  total += squares[i] + index[i]!
  i += 1
}
print(total)
