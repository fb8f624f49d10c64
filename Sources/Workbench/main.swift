import LiveNetworking

// The networking chapter's live mode: the embedded server and a real URLSession.
LiveNetworkService.install()
WorkbenchCommand.runAsMain()
