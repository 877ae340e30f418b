import HTTPTypes
import Hummingbird

/// Every route is read-only: GET, and HEAD answered as GET without its body; any other method
/// gets 405 with `Allow` and a JSON body.
struct MethodMiddleware<Context: RequestContext>: RouterMiddleware {
  func handle(
    _ request: Request,
    context: Context,
    next: (Request, Context) async throws -> Response
  ) async throws -> Response {
    switch request.method {
    case .get:
      return try await next(request, context)
    case .head:
      var head = request.head
      head.method = .get
      var response = try await next(Request(head: head, body: request.body), context)
      // The headers of the GET, its length included, and no body.
      response.body = ResponseBody(contentLength: response.body.contentLength) { writer in
        try await writer.finish(nil)  // ends the response, so the connection can idle and shut down
      }
      return response
    default:
      var error = APIError(
        status: .methodNotAllowed,
        message: "method \(APIError.quoted(request.method.rawValue)) not allowed; use GET or HEAD")
      error.headers[.allow] = "GET, HEAD"
      return error.response
    }
  }
}
