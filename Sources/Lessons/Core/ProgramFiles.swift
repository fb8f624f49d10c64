import Glibc

/// The files the Workbench keeps beside its program: the programs live work runs in
/// (`workbench-urlsession`, `workbench-live`) and the learner's Swift (`libWorkbenchSwift.so`).
public enum ProgramFiles {
  /// The path of the file `name` in this program's folder, or the environment variable
  /// `variable`'s value when it is set.
  public static func beside(_ name: String, overriddenBy variable: String) -> String {
    if let path = getenv(variable) { return String(cString: path) }
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
    guard count > 0 else { return name }
    let executable = String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    guard let slash = executable.lastIndex(of: "/") else { return name }
    return executable[...slash] + name
  }
}
