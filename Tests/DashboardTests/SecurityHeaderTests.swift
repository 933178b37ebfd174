import Hummingbird
import HummingbirdTesting
import Testing

@Suite struct SecurityHeaderTests {
    @Test(arguments: ["/", "/campaigns/demo-spring-sale/edit", "/campaigns/demo-spring-sale/preview", "/sessions", "/nope", "/campaigns/nope/edit"])
    func pagesCarryTheDashboardPolicy(uri: String) async throws {
        let (app, _) = try await makeApp()
        try await app.test(.router) { raw in
            let client = SignedInClient(raw)
            try await client.execute(uri: uri, method: .get) { response in
                let policy = response.headers[.contentSecurityPolicy] ?? ""
                #expect(response.headers[.xContentTypeOptions] == "nosniff")
                if response.headers[.contentType]?.hasPrefix("text/html") == true {
                    #expect(policy.contains("script-src 'self';") && policy.contains("frame-ancestors 'none'"), "\(uri): \(policy)")
                }
            }
        }
    }

    @Test func previewDocumentsKeepTheirSandbox() async throws {
        let (app, _) = try await makeApp()
        try await app.test(.router) { raw in
            let client = SignedInClient(raw)
            try await client.execute(uri: "/campaigns/demo-rate-us/render", method: .get) { response in
                let policy = response.headers[.contentSecurityPolicy] ?? ""
                #expect(policy.contains("sandbox allow-scripts"))
                #expect(!policy.contains("frame-ancestors 'none'"))
            }
        }
    }
}

@Suite struct PreviewPageErrorTests {
    @Test(arguments: [
        ("/campaigns/nope/preview", 404), ("/campaigns/demo-welcome/preview?device=watch", 400), ("/campaigns/nope/preview/matrix", 404),
    ])
    func previewPageErrorsAreDashboardPages(uri: String, status: Int) async throws {
        let (app, _) = try await makeApp()
        try await app.test(.router) { raw in
            let client = SignedInClient(raw)
            try await client.execute(uri: uri, method: .get) { response in
                #expect(Int(response.status.code) == status)
                #expect(response.headers[.contentType] == "text/html; charset=utf-8")
                #expect(String(buffer: response.body).contains("class=\"error-message\""))
            }
        }
    }
}
