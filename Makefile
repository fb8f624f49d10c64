# make run    build the release shell and start it (installs libedit-dev and libyaml-dev when
#             missing)
# make test   swift format lint --strict, a debug build where warnings are errors, unit, engine,
#             terminal and report tests, then every lesson proved with
#             `workbench check --solutions` (installs libedit-dev, libyaml-dev, tmux, xmllint,
#             chromium and a TAP consumer when missing; tap.py, junitparser and jsonschema in a venv)
# make bench  speed and memory figures as ratios against their peers

SWIFT ?= swift
RELEASE := .build/release/workbench

.PHONY: run test bench deps build release

deps:
	@scripts/need libedit-dev libyaml-dev pkg-config

build: deps
	$(SWIFT) build

release: deps
	$(SWIFT) build -c release --product workbench
	$(SWIFT) build -c release --product workbench-urlsession
	$(SWIFT) build -c release --product workbench-live
	$(SWIFT) build -c release --product WorkbenchSwift

run: release
	@$(RELEASE)

test: deps
	@scripts/need tmux libxml2-utils chromium
	@scripts/consumers
	$(SWIFT) format lint --strict --recursive Sources Tests Benchmarks Package.swift
	$(SWIFT) build
	$(SWIFT) test
	WORKBENCH_TESTBED=1 .build/debug/workbench check --solutions Tests/Fixtures/Lessons
	.build/debug/workbench check --solutions Lessons/

bench: deps
	@scripts/need hyperfine tmux
	$(SWIFT) build -c release
	@Benchmarks/run
