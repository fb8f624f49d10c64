import LiveThreads

// `workbench-live`: the threading chapter's `live` runs, on real Dispatch threads and
// Foundation's operation queues, in a program of their own so that the shell does not load
// Foundation (see `LiveRunServer`).
LiveRunServer.main()
