import Foundation

/// Where a request goes and the bytes of its head: checked before any connection is made.
struct RequestTarget: Sendable {
  let host: String
  let port: Int
  /// The request line and header fields, ending with the empty line.
  let head: [UInt8]

  /// - Throws: ``HTTPProtocolError`` for a scheme other than `http`, a URL without a host, or a
  ///   header that holds a line break or a control character (it could add fields of its own).
  init(_ request: HTTPRequest) throws {
    guard let components = URLComponents(url: request.url, resolvingAgainstBaseURL: true) else {
      throw HTTPProtocolError.missingHost
    }
    let scheme = components.scheme?.lowercased() ?? ""
    guard scheme == "http" else { throw HTTPProtocolError.unsupportedScheme(scheme) }
    guard let host = components.host, !host.isEmpty else { throw HTTPProtocolError.missingHost }
    self.host = host
    self.port = components.port ?? 80
    var target = components.percentEncodedPath.isEmpty ? "/" : components.percentEncodedPath
    if let query = components.percentEncodedQuery { target += "?" + query }
    let hostField = (host.contains(":") ? "[\(host)]" : host) + (components.port.map { ":\($0)" } ?? "")
    var fields = ["Host": hostField, "Connection": "close", "Accept-Encoding": "identity"]
    for (name, value) in request.headers {
      if let existing = fields.keys.first(where: { $0.lowercased() == name.lowercased() }) { fields[existing] = nil }
      fields[name] = value
    }
    var head = "\(request.method) \(target) HTTP/1.1\r\n"
    for (name, value) in fields.sorted(by: { $0.key < $1.key }) {
      guard Self.isFieldText(name), !name.isEmpty, !name.contains(":"), !name.contains(" "), Self.isFieldText(value)
      else { throw HTTPProtocolError.invalidRequestHeader(name: name) }
      head += "\(name): \(value)\r\n"
    }
    guard Self.isFieldText(request.method), !request.method.contains(" "), !target.contains(" ") else {
      throw HTTPProtocolError.invalidRequestHeader(name: "method")
    }
    self.head = Array((head + "\r\n").utf8)
  }

  /// Whether a name or value holds no control character (a line break would start a new field).
  private static func isFieldText(_ text: String) -> Bool {
    text.unicodeScalars.allSatisfy { $0.value >= 0x20 && $0.value != 0x7F || $0 == "\t" }
  }
}
