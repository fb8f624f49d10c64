import FoundationEssentials

/// A `URL` the learner's Swift made with `URL(string:)`: the chapter hands it over as an object
/// whose name is its text, and answers its properties as Foundation's URL does (Apple's
/// documented API): it prints as its text, and `host`, `scheme`, `query` and `port` are
/// optionals.
enum SwiftURL {
  /// The properties the Workbench's URL answers.
  static let properties = ["absoluteString", "path", "host", "scheme", "query", "port", "lastPathComponent", "description"]

  /// The properties Foundation types as optionals.
  static let optionalProperties: Set<String> = ["host", "scheme", "query", "port"]

  /// Whether an object's name is a URL's text: a URL has a slash or a colon, a name never has.
  static func isURL(_ name: String) -> Bool { name.contains("/") || name.contains(":") }

  /// What a `URLRequest`'s name starts with, before its URL's text: no object's name or URL
  /// has a space.
  static let requestPrefix = "URLRequest "

  /// The URL text of a request's name, nil for any other name.
  static func requestURL(_ name: String) -> String? {
    name.hasPrefix(requestPrefix) ? String(name.dropFirst(requestPrefix.count)) : nil
  }

  /// The properties the Workbench's URLRequest answers: a GET request of its URL, as
  /// `URLRequest(url:)` makes it (Apple's documented API: `url` and `httpMethod` optionals,
  /// `timeoutInterval` 60 seconds).
  static let requestProperties = ["url", "httpMethod", "timeoutInterval"]

  /// The property called `property` of the request for the URL whose text is `text`.
  static func requestProperty(_ property: String, of text: String) throws(CommandError) -> BridgeValue {
    switch property {
    case "url": return .object(type: "URL", name: text)
    // Foundation's URLRequest prints as its URL.
    case "description": return .string(text)
    case "httpMethod": return .string("GET")
    case "timeoutInterval": return .double(60)
    default:
      throw CommandError(
        "value of type 'URLRequest' has no member '\(property)'",
        suggestion: Suggestion.didYouMean(property, in: requestProperties) ?? "the Workbench's URLRequest has "
          + requestProperties.joined(separator: ", "))
    }
  }

  /// The property called `property` of the URL whose text is `text`.
  static func property(_ property: String, of text: String) throws(CommandError) -> BridgeValue {
    guard let url = URL(string: text) else { throw CommandError("\(Format.echo(text)) is not a URL") }
    switch property {
    case "absoluteString", "description": return .string(url.absoluteString)
    case "path": return .string(url.path)
    case "lastPathComponent": return .string(url.lastPathComponent)
    case "host": return url.host.map(BridgeValue.string) ?? .null
    case "scheme": return url.scheme.map(BridgeValue.string) ?? .null
    case "query": return url.query.map(BridgeValue.string) ?? .null
    case "port": return url.port.map(BridgeValue.int) ?? .null
    default:
      throw CommandError(
        "value of type 'URL' has no member '\(property)'",
        suggestion: Suggestion.didYouMean(property, in: properties) ?? "the Workbench's URL has "
          + properties.joined(separator: ", "))
    }
  }
}
