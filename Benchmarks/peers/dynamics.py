"""The peer of `WorkbenchBench dynamics`: the same world of boxes stepped by pymunk (Chipmunk2D).

Reads the boxes (x y width height vx vy, one a line) from stdin, as `WorkbenchBench dynamics-boxes`
prints them, builds them as bodies that cannot turn (infinite moment, like the workbench's upright
boxes), mass w*h, elasticity 0.3, friction 0.2, in 800 x 600 walls under gravity 1000 pt/s^2 (y down),
10 solver iterations, and steps 600 times at 1/60 s. Prints the median of 5 runs in steps per second.
"""
import statistics
import sys
import time

import pymunk


def build(boxes):
    space = pymunk.Space()
    space.gravity = (0, 1000)
    space.iterations = 10
    walls = [((0, 0), (800, 0)), ((800, 0), (800, 600)), ((800, 600), (0, 600)), ((0, 600), (0, 0))]
    for a, b in walls:
        wall = pymunk.Segment(space.static_body, a, b, 0)
        wall.elasticity = 1
        wall.friction = 1
        space.add(wall)
    for x, y, w, h, vx, vy in boxes:
        body = pymunk.Body(w * h, float("inf"))
        body.position = (x, y)
        body.velocity = (vx, vy)
        shape = pymunk.Poly.create_box(body, (w, h))
        shape.elasticity = 0.3
        shape.friction = 0.2
        space.add(body, shape)
    return space


def main():
    boxes = [tuple(float(v) for v in line.split()) for line in sys.stdin if line.strip()]
    steps = 600
    runs = []
    for _ in range(5):
        space = build(boxes)
        start = time.perf_counter()
        for _ in range(steps):
            space.step(1 / 60)
        runs.append(time.perf_counter() - start)
    median = statistics.median(runs)
    print(f"dynamics_pymunk_steps_per_s {steps / median}")
    print(f"dynamics_pymunk_boxes {len(boxes)}")
    print(f"dynamics_pymunk_version {pymunk.version}")


main()
