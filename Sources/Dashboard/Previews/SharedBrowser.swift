import Hummingbird
import Snapshot

/// The one headless Chromium the dashboard takes PNG previews with: started on the first
/// request that needs it, started again after it fails.
actor SharedBrowser {
    private var browser: HeadlessBrowser?

    /// A PNG of `html` (a preview document of `width` × `height` points), clipped to the device.
    func screenshot(html: String, width: Int, height: Int, scale: Double) async throws -> [UInt8] {
        let current: HeadlessBrowser
        if let browser {
            current = browser
        } else {
            do {
                current = try await HeadlessBrowser.launch()
            } catch {
                throw HTTPError(.serviceUnavailable, message: "PNG previews need Chromium (set VITRINE_CHROMIUM or install chromium): \(error)")
            }
            browser = current
        }
        do {
            return try await current.screenshot(html: html, width: width, height: height, scale: scale, clipSelector: ".device")
        } catch {
            browser = nil
            await current.close()
            throw HTTPError(.serviceUnavailable, message: "Chromium could not take the PNG: \(error)")
        }
    }
}
