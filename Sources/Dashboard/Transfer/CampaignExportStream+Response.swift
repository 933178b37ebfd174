import CampaignServices
import Hummingbird

extension CampaignExportStream {
    /// A response whose body is the export; throws `StoreError.notFound` (a 404, before anything
    /// is written) when one of `ids` is not stored.
    func response(headers: HTTPFields) async throws -> Response {
        try await checkIDs()
        return Response(
            status: .ok,
            headers: headers,
            body: ResponseBody { writer in
                try await write { bytes in try await writer.write(ByteBuffer(bytes: bytes)) }
                try await writer.finish(nil)
            }
        )
    }
}
