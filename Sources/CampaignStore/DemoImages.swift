import Foundation
import GRDB

/// The demo campaigns' stand-in images: small PNGs drawn by `scripts/demo-images.py`, compiled in
/// (`PackageResources`) and seeded into the asset library with the demo campaigns, each standing
/// for the unreachable CDN URL a demo names, so a fresh server's first previews show pictures
/// rather than striped placeholders.
public enum DemoImages {
    /// One stand-in: the remote URL it stands for, its file name in the library and its bytes.
    public struct StandIn: Sendable {
        /// The CDN URL a demo campaign names.
        public let sourceURL: String
        /// The library file name.
        public let filename: String
        /// The PNG.
        public let bytes: [UInt8]
    }

    /// Every demo image URL with its stand-in.
    public static let all: [StandIn] = [
        StandIn(sourceURL: "https://cdn.example.com/iam/spring.png", filename: "demo-spring.png", bytes: PackageResources.demo_spring_png),
        StandIn(sourceURL: "https://cdn.example.com/iam/sale.png", filename: "demo-sale.png", bytes: PackageResources.demo_sale_png),
        StandIn(sourceURL: "https://cdn.example.com/iam/levelup.png", filename: "demo-levelup.png", bytes: PackageResources.demo_levelup_png),
        StandIn(
            sourceURL: "https://cdn.example.com/iam/tournament-landscape.jpg",
            filename: "demo-tournament.png",
            bytes: PackageResources.demo_tournament_png
        ),
    ]

    /// Stores the stand-in of each of `urls` that has one and that no asset stands for yet;
    /// returns how many it stored.
    static func insert(for urls: Set<String>, at date: Date, in db: Database) throws -> Int {
        var stored = 0
        for standIn in all where urls.contains(standIn.sourceURL) {
            guard try AssetRecord.filter(AssetRecord.Columns.sourceURL == standIn.sourceURL).fetchCount(db) == 0 else { continue }
            let record = AssetRecord(
                id: UUID().uuidString.lowercased(),
                filename: standIn.filename,
                contentType: "image/png",
                size: standIn.bytes.count,
                bytes: Data(standIn.bytes),
                createdAt: date,
                sourceURL: standIn.sourceURL
            )
            try record.insert(db)
            stored += 1
        }
        return stored
    }
}
