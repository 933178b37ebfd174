import Testing

@testable import Dashboard

/// The dot-segment check reads bytes; these are the cases Foundation's decoding used to settle.
@Suite struct DotSegmentTests {
    @Test(arguments: [
        "/.", "/..", "/a/./b", "/a/../b", "/a/%2e/b", "/a/%2E%2e/b", "/vitrine/../api/me", "/a/.%2E", "/%2e", "/a/..",
    ])
    func dotSegmentsAreFound(_ path: String) {
        #expect(DotSegmentMiddleware.hasDotSegment(path))
    }

    @Test(arguments: [
        "/", "", "/healthz", "/a/.../b", "/a/.b/c", "/a/b./c", "/css/app.css", "/a/%2f/b", "/a/%2ex", "/a/%2", "/a/%", "/a/x%2e",
    ])
    func otherPathsPass(_ path: String) {
        #expect(!DotSegmentMiddleware.hasDotSegment(path))
    }
}
