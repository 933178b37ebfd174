import Foundation
import Hummingbird
import InAppMessaging

/// The phone view of a share link and its QR code: the review page shows the code, a phone scans
/// it and sees the message on its own screen.
extension ReviewController {
    func addPhoneRoutes(to router: Router<AppRequestContext>) {
        router.get("/r/:token/phone", use: phone)
        router.get("/r/:token/qr.svg", use: qrCode)
    }

    /// The phone view: the platform from `?platform=`, else from the browser's user agent; the
    /// A/B variant from `?variant=` (a letter, a name or `control`), else the first.
    @Sendable func phone(request: Request, context: AppRequestContext) async throws -> Response {
        let token = try context.parameters.requireDecoded("token")
        guard let (_, campaign, _) = try await open(token, request: request, context: context) else { return notFound() }
        let chosen = request.uri.queryParameters["platform"].flatMap { Platform(rawValue: String($0)) }
        let platform = chosen ?? ReviewPhonePage.platform(userAgent: request.headers[.userAgent] ?? "")
        var outcome = VariantAssignment.Outcome.variant(0)
        if let variant = request.uri.queryParameters["variant"].map(String.init), !variant.isEmpty {
            guard let named = campaign.outcome(named: variant) else {
                return errorPage(.badRequest, "variant: the campaign has no variant \"\(variant.prefix(20))\".")
            }
            outcome = named
        }
        return page(ReviewPhonePage(campaign: campaign, platform: platform, outcome: outcome, token: token, paths: paths))
    }

    /// The QR code of the phone view's address, as an SVG image.
    @Sendable func qrCode(request: Request, context: AppRequestContext) async throws -> Response {
        let token = try context.parameters.requireDecoded("token")
        guard try await open(token, request: request, context: context) != nil else { return notFound() }
        let address = origin.serverOrigin(of: request) + paths.reviewPhone(token)
        guard let code = QRCode(address) else { return errorPage(.internalServerError, "The phone view's address does not fit a QR code.") }
        return Response(
            status: .ok,
            headers: [.contentType: "image/svg+xml", .cacheControl: "no-store"],
            body: ResponseBody(byteBuffer: ByteBuffer(string: code.svg(moduleSize: 4, label: "QR code of \(address)")))
        )
    }
}
