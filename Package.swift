// swift-tools-version:6.2
import PackageDescription

let package = Package(
    name: "vitrine",
    platforms: [.macOS(.v15)],
    products: [
        // One binary with every command (docs/architecture.md).
        .executable(name: "vitrine", targets: ["vitrine"])
    ],
    dependencies: [
        .package(url: "https://github.com/hummingbird-project/hummingbird.git", from: "2.28.1"),
        .package(url: "https://github.com/hummingbird-project/hummingbird-auth.git", from: "2.5.0"),
        .package(url: "https://github.com/hummingbird-project/swift-mustache.git", from: "2.1.1"),
        .package(url: "https://github.com/groue/GRDB.swift.git", from: "7.10.0"),
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-log.git", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-crypto.git", from: "4.5.2"),
        .package(url: "https://github.com/apple/swift-nio.git", from: "2.101.3"),
        .package(url: "https://github.com/apple/swift-nio-extras.git", from: "1.35.2"),
        .package(url: "https://github.com/x-sheep/swift-property-based.git", from: "2.0.1"),
        .package(url: "https://github.com/vapor/multipart-kit.git", from: "4.7.1"),
        .package(url: "https://github.com/apple/swift-configuration.git", from: "1.4.0"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle.git", from: "2.13.0"),
        .package(url: "https://github.com/apple/swift-metrics.git", from: "2.13.0"),
        .package(url: "https://github.com/swift-server/swift-prometheus.git", from: "2.4.1"),
        .package(url: "https://github.com/apple/swift-collections.git", from: "1.6.0"),
        .package(url: "https://github.com/swift-server/async-http-client.git", from: "1.37.0"),
        .package(url: "https://github.com/yaslab/CSV.swift.git", from: "2.5.2"),
    ],
    targets: [
        .systemLibrary(
            name: "CLibXML2",
            pkgConfig: "libxml-2.0",
            providers: [.apt(["libxml2-dev"])]
        ),
        .target(
            name: "HTMLValidation",
            dependencies: ["CLibXML2", "InAppMessaging"]
        ),
        // The operation timers `/metrics` reports (previews, validations, replays, snapshots).
        .target(name: "OperationMetrics", dependencies: [.product(name: "Metrics", package: "swift-metrics")]),
        // QR codes of review links' phone view (Debian's libqrencode).
        .systemLibrary(
            name: "CQREncode",
            pkgConfig: "libqrencode",
            providers: [.apt(["libqrencode-dev"])]
        ),
        .systemLibrary(
            name: "CZlib",
            pkgConfig: "zlib",
            providers: [.apt(["zlib1g-dev"])]
        ),
        // Headless Chromium over its DevTools pipe, and WebKit over W3C WebDriver (HTTP on a loopback port).
        .target(
            name: "Snapshot",
            dependencies: [
                "CZlib",
                "JSONCore",
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
            ]
        ),
        // The one JSON reader, shared by Liquid, InAppMessaging and Snapshot (no dependencies).
        .target(name: "JSONCore"),
        .target(
            name: "Liquid",
            dependencies: ["JSONCore", .product(name: "Crypto", package: "swift-crypto")]
        ),
        // JSON objects keep their members' order (OrderedDictionary), as Braze's Liquid iterates them.
        .target(
            name: "InAppMessaging",
            dependencies: [
                "Liquid", "JSONCore", .product(name: "OrderedCollections", package: "swift-collections"),
                // SHA-256 of Braze's variant assignment (Variants/VariantAssignment.swift).
                .product(name: "Crypto", package: "swift-crypto"),
            ]
        ),
        .target(
            name: "CampaignStore",
            dependencies: [
                "InAppMessaging",
                "OperationMetrics",
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "Metrics", package: "swift-metrics"),
            ],
            // The demo campaigns' stand-in images (scripts/demo-images.py), compiled in like the
            // preview's resources.
            resources: [
                .embedInCode("Resources/demo-spring.png"),
                .embedInCode("Resources/demo-sale.png"),
                .embedInCode("Resources/demo-levelup.png"),
                .embedInCode("Resources/demo-tournament.png"),
            ]
        ),
        .target(
            name: "CampaignServices",
            dependencies: [
                "OperationMetrics",
                "InAppMessaging",
                "Liquid",
                "Preview",
                "HTMLValidation",
                "CampaignStore",
                "Snapshot",
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "Metrics", package: "swift-metrics"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "HummingbirdBcrypt", package: "hummingbird-auth"),
                // Translation tables as CSV (reading and writing, RFC 4180 quoting).
                .product(name: "CSV", package: "CSV.swift"),
                // The remote-image fetch, `--check-links` and `vitrine healthcheck` (no libcurl).
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
            ]
        ),
        .target(
            name: "Preview",
            dependencies: ["InAppMessaging", "HTMLValidation"],
            // The preview document's style sheet and scripts, compiled into the binary as byte
            // arrays (`PackageResources`): no resource bundle to ship beside the static binary.
            resources: [
                .embedInCode("Resources/preview-document.css"),
                .embedInCode("Resources/preview-android.css"),
                .embedInCode("Resources/preview-web.css"),
                .embedInCode("Resources/image-fallback.js"),
                .embedInCode("Resources/modal-fit.js"),
                .embedInCode("Resources/bridge-stub.js"),
                .embedInCode("Resources/bridge-listener.js"),
                .embedInCode("Resources/interaction-reporter.js"),
                .embedInCode("Resources/size-reporter.js"),
            ]
        ),
        .target(
            name: "Dashboard",
            dependencies: [
                "CQREncode",
                "OperationMetrics",
                "InAppMessaging",
                "CampaignServices",
                "Liquid",
                "Snapshot",
                "HTMLValidation",
                "CampaignStore",
                "Preview",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdCore", package: "hummingbird"),
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOHTTPTypes", package: "swift-nio-extras"),
                .product(name: "MultipartKit", package: "multipart-kit"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "Mustache", package: "swift-mustache"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "Metrics", package: "swift-metrics"),
                .product(name: "Prometheus", package: "swift-prometheus"),
            ]
        ),
        .executableTarget(
            name: "vitrine",
            dependencies: [
                "Dashboard",
                "CampaignServices",
                "Liquid",
                "Snapshot",
                "InAppMessaging",
                "HTMLValidation",
                "CampaignStore",
                "Preview",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Configuration", package: "swift-configuration"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "Hummingbird", package: "hummingbird"),
            ]
        ),
        // What the test targets share: the project's folders, a seeded random generator and an
        // HTML reader (libxml2's HTML parser) for looking at rendered pages.
        .target(
            name: "TestSupport",
            dependencies: ["CLibXML2", .product(name: "PropertyBased", package: "swift-property-based")],
            path: "Tests/TestSupport"
        ),
        .testTarget(
            name: "InAppMessagingTests",
            dependencies: [
                "InAppMessaging",
                "TestSupport",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        .testTarget(name: "JSONCoreTests", dependencies: ["JSONCore", "TestSupport"]),
        .testTarget(name: "LiquidTests", dependencies: ["Liquid", "TestSupport"]),
        .testTarget(name: "SnapshotTests", dependencies: ["Snapshot", "TestSupport"]),
        .testTarget(name: "HTMLValidationTests", dependencies: ["HTMLValidation", "InAppMessaging", "TestSupport"], exclude: ["Corpus"]),
        .testTarget(name: "CampaignServicesTests", dependencies: ["CampaignServices", "CampaignStore", "InAppMessaging", "Preview", "TestSupport"]),
        .testTarget(name: "CampaignStoreTests", dependencies: ["CampaignStore", "CampaignServices", "InAppMessaging", "TestSupport"]),
        .testTarget(name: "PreviewTests", dependencies: ["Preview", "InAppMessaging", "TestSupport"]),
        .testTarget(
            name: "vitrineTests",
            dependencies: ["vitrine", "CampaignServices", "InAppMessaging", "Snapshot", "TestSupport"]
        ),
        .testTarget(
            name: "DashboardTests",
            dependencies: [
                "TestSupport",
                "Dashboard",
                "CampaignServices",
                "CampaignStore",
                "InAppMessaging",
                "HTMLValidation",
                "Preview",
                "Snapshot",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdTesting", package: "hummingbird"),
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOEmbedded", package: "swift-nio"),
                .product(name: "NIOHTTPTypes", package: "swift-nio-extras"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)

// `make test` builds the binary and the tests in one release build (the Makefile's RELEASE_FLAGS).
// The libraries are optimised as users get them; the tests themselves are not: optimising
// DashboardTests alone takes longer than building everything else, and buys nothing.
for target in package.targets where target.type == .test || target.name == "TestSupport" {
    target.swiftSettings = (target.swiftSettings ?? []) + [.unsafeFlags(["-Onone"], .when(configuration: .release))]
}

// `make bench`'s executables, built only when asked for (VITRINE_BENCHMARKS=1 swift build …), as
// hummingbird gates its benchmarks: `swift build` and `make test` build the product and the tests.
if Context.environment["VITRINE_BENCHMARKS"] != nil {
    package.targets += [
        // `make bench`'s anchor: a bare Hummingbird app answering /healthz, built like the server.
        .executableTarget(
            name: "vitrine-anchor",
            dependencies: [.product(name: "Hummingbird", package: "hummingbird")],
            path: "Sources/VitrineAnchor"
        ),
        .executableTarget(
            name: "vitrine-bench",
            dependencies: ["InAppMessaging", "HTMLValidation", "Preview"],
            path: "Sources/VitrineBench"
        ),
    ]
}

// Every file imports what it uses (MemberImportVisibility), and an import is internal unless a
// public declaration needs it (InternalImportsByDefault): a module's public face shows its
// dependencies, as hummingbird and penny-bot declare.
for target in package.targets where target.type != .system {
    target.swiftSettings =
        (target.swiftSettings ?? []) + [
            .enableUpcomingFeature("MemberImportVisibility"),
            .enableUpcomingFeature("InternalImportsByDefault"),
        ]
}
