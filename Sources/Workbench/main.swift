import Lessons
import LiveNetworking

#if canImport(Glibc)
  import Glibc
#endif

// The networking chapter's live mode: the embedded server and a real URLSession.
LiveNetworkService.install()
SwiftLibrary.installLoader()
// However the program ends (quit, end of input, an exit status), no driver of a real exchange
// is left running; were the shell killed, each driver ends when its standard input does.
atexit { LiveResources.closeAll() }
WorkbenchCommand.runAsMain()
