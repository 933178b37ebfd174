public import Snapshot

/// The one headless Chromium the server takes PNG previews with: started by the first request
/// that needs it — every caller waiting meanwhile shares that one launch — and started again
/// after it fails.
public actor SharedBrowser {
    private var launch: Task<HeadlessBrowser, any Error>?

    /// A browser that starts on first use.
    public init() {}

    /// A PNG of `html` (a preview document of `width` × `height` points), clipped to the device.
    public func screenshot(html: String, width: Int, height: Int, scale: Double) async throws -> [UInt8] {
        try await using("take the PNG") { browser in
            try await browser.screenshot(html: html, width: width, height: height, scale: scale, clipSelector: ".device")
        }
    }

    /// Runs `work` in the browser (started first when needed); a failure closes the browser, so
    /// the next call starts a fresh one. `what` names the work in the error.
    public func using<T: Sendable>(_ what: String, _ work: @Sendable (HeadlessBrowser) async throws -> T) async throws -> T {
        let task: Task<HeadlessBrowser, any Error>
        if let launch {
            task = launch
        } else {
            task = Task { try await HeadlessBrowser.launch() }
            launch = task
        }
        let current: HeadlessBrowser
        do {
            current = try await task.value
        } catch {
            if launch == task { launch = nil }
            throw PreviewError.browserUnavailable("This needs Chromium (set VITRINE_CHROMIUM or install chromium): \(error)")
        }
        do {
            return try await work(current)
        } catch {
            if launch == task { launch = nil }
            await current.close()
            throw PreviewError.browserUnavailable("Chromium could not \(what): \(error)")
        }
    }
}
