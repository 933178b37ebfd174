import Hummingbird
import Synchronization

/// Counts requests, so the memory trimmer knows when the server has gone idle.
struct ActivityMiddleware<Context: RequestContext>: RouterMiddleware {
    /// The trimmer whose counter is bumped.
    let trimmer: MemoryTrimmer

    /// Counts the request and runs it.
    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        trimmer.requests.add(1, ordering: .relaxed)
        return try await next(request, context)
    }
}
