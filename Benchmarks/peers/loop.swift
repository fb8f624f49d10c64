// make bench: the learner's Swift run by the Workbench's interpreter (Benchmarks/peers/loop.py is the peer).
var total = 0
var i = 0
while i < 1000000 {
  total = total + i % 7
  i += 1
}
print(total)
