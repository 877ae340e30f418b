import Foundation
import Hummingbird

/// An error the server answers with a JSON body naming what was wrong.
struct APIError: Error {
  var status: HTTPResponse.Status
  var message: String
  var parameter: String?
  /// Extra headers, such as `Retry-After` or `Allow`.
  var headers = HTTPFields()

  /// Client input as an error message quotes it: at most 64 characters, so no request can make
  /// the server echo an unbounded body.
  static func quoted(_ text: some StringProtocol) -> String {
    text.count <= 64 ? "'\(text)'" : "'\(text.prefix(64))…' (\(text.count) characters)"
  }

  static func invalid(_ parameter: String, _ reason: String) -> APIError {
    APIError(status: .badRequest, message: "invalid parameter '\(parameter)': \(reason)", parameter: parameter)
  }

  static func notFound(_ what: String) -> APIError {
    APIError(status: .notFound, message: "\(what) not found")
  }

  var response: Response {
    var body: [String: String] = ["error": message]
    if let parameter { body["parameter"] = parameter }
    var response = JSONBody.response(body, status: status)
    for field in headers { response.headers.append(field) }
    return response
  }
}

/// JSON responses with sorted keys, so bodies are byte-for-byte deterministic.
enum JSONBody {
  static func encode(_ value: some Encodable) -> [UInt8] {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return (try? Array(encoder.encode(value))) ?? Array(#"{"error":"encoding failed"}"#.utf8)
  }

  static func response(_ value: some Encodable, status: HTTPResponse.Status = .ok) -> Response {
    bytes(encode(value), contentType: "application/json; charset=utf-8", status: status)
  }

  static func bytes(_ bytes: [UInt8], contentType: String, status: HTTPResponse.Status = .ok) -> Response {
    var headers = HTTPFields()
    headers[.contentType] = contentType
    return Response(status: status, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: bytes)))
  }
}
