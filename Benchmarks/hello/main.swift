// The peer for the start-up benchmark: a hello-world that imports Foundation.
import Foundation

print("hello")
