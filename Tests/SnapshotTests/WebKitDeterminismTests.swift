import Foundation
import TestSupport
import Testing

@testable import Snapshot

/// The same document gives the same PNG in WebKit, however its load went. Without the whole repaint before each capture
/// (`WebKitSession.repaint`), ten shots of either demo document below gave two different PNGs every time: a few pixels
/// of the spring sale's shadow, the rate-us screen's rounded corners.
@Suite(.serialized) struct WebKitDeterminismTests {
    /// Two preview documents as `vitrine snapshot` draws them (images inlined), with their viewports: a native modal
    /// with an image and a shadow, and an HTML message in its sandboxed frame.
    static let documents = [("demo-spring-sale", 449, 948), ("demo-rate-us", 745, 948)]

    @Test func theSameDocumentGivesTheSamePNG() async throws {
        let browser = try await WebKitBrowser.launch(scale: 2)
        do {
            for (name, width, height) in Self.documents {
                let html = try String(contentsOf: ProjectPaths.fixtures.appendingPathComponent("previews/\(name).html"), encoding: .utf8)
                var shots: Set<Data> = []
                for _ in 0..<8 {
                    shots.insert(Data(try await browser.screenshot(html: html, width: width, height: height, clipSelector: ".device")))
                }
                #expect(shots.count == 1, "\(name): \(shots.count) different PNGs in 8 shots of one document")
            }
        } catch {
            await browser.close()
            throw error
        }
        await browser.close()
    }
}
