import AsyncListHTTP
import DemoServer
import Foundation
import Testing

/// The demo server under abuse: methods, HEAD, unbounded input, odd ids, fault tokens.
@Suite(.timeLimit(.minutes(10)))
struct ServerAbuseTests {
  @Test(arguments: ["POST", "PUT", "DELETE", "PATCH"])
  func otherMethodsGet405WithAllowAndAJSONBody(method: String) async throws {
    try await withServer { server in
      for path in ["/v2/list", "/no/such/route"] {
        let response = try await send(method, server.baseURL.appendingPathComponent(path))
        #expect(response.status == 405)
        #expect(response.header("Allow") == "GET, HEAD")
        #expect((json(response.body)["error"] as? String)?.contains(method) == true)
      }
    }
  }

  @Test func headAnswersWithTheHeadersOfGetAndNoBody() async throws {
    try await withServer { server in
      let url = URL(string: server.baseURL.absoluteString + "/id/3/64/64")!
      let get = try await send("GET", url)
      let head = try await send("HEAD", url)
      #expect(head.status == 200)
      #expect(head.body.isEmpty)
      #expect(head.header("Content-Type") == "image/png")
      #expect(head.header("Content-Length") == "\(get.body.count)")
      // The HEAD response ended: the same keep-alive connection answers the next request.
      let after = try await send("GET", URL(string: server.baseURL.absoluteString + "/health")!)
      #expect(after.status == 200)
    }
  }

  @Test func errorsNeverEchoUnboundedInputAndAlwaysHaveAJSONBody() async throws {
    try await withServer { server in
      let long = String(repeating: "a", count: 5_000)
      for path in ["/\(long)", "/v2/list?limit=\(long)", "/amounts/\(long)"] {
        let response = try await send("GET", URL(string: server.baseURL.absoluteString + path)!)
        #expect([400, 404].contains(response.status))
        let message = json(response.body)["error"] as? String ?? ""
        #expect(!message.isEmpty)
        #expect(message.count < 300, "echoed \(message.count) characters")
      }
    }
  }

  @Test(arguments: ["007", "+5", "-1", "%20", "1e3", "99999999999999999999"])
  func pictureIdsHaveOneSpelling(id: String) async throws {
    try await withServer { server in
      let response = try await send("GET", URL(string: server.baseURL.absoluteString + "/id/\(id)/10/10")!)
      #expect(response.status == 400)
      #expect(json(response.body)["parameter"] as? String == "id")
    }
  }

  @Test func faultTokensAreBoundedInLength() async throws {
    try await withServer { server in
      let url = URL(string: server.baseURL.absoluteString + "/amounts/1")!
      let long = try await send(
        "GET", url, headers: ["X-Fault": "error", "X-Fault-Once": String(repeating: "t", count: 129)])
      #expect(long.status == 400)
      #expect(json(long.body)["parameter"] as? String == "fault_once")
      let token = String(repeating: "t", count: 128)
      let first = try await send("GET", url, headers: ["X-Fault": "error", "X-Fault-Once": token])
      let second = try await send("GET", url, headers: ["X-Fault": "error", "X-Fault-Once": token])
      #expect(first.status == 503)
      #expect(second.status == 200, "a token faults once")
      let wide = String(repeating: "é", count: 100)  // 100 characters, 200 bytes
      let refused = try await send("GET", url, headers: ["X-Fault": "error", "X-Fault-Once": wide])
      #expect(refused.status == 400)
    }
  }
}
