import InAppMessaging

/// The demo campaigns seeded into an empty database: one of each message kind, and a modal in
/// six languages.
public enum DemoCampaigns {
    /// All demo campaigns: one per `MessageKind`, then the translated one.
    public static let all: [Campaign] = [welcome, springSale, saleImage, levelUp, tournament, rateUs, holdout, newArrivals]

    static let welcome = Campaign(
        id: "demo-welcome",
        name: "Welcome back slideup",
        status: .active,
        tags: ["demo", "onboarding"],
        message: InAppMessage(
            content: .slideup(SlideupContent(message: "Welcome back! Tap to see what's new.", graphic: .icon("\u{f0a1}"), slideFrom: .bottom)),
            extras: ["custom-display": "colorful-slideup"],
            clickAction: .url("myapp://whats-new", useWebView: false)
        ),
        triggers: [.sessionStart],
        priority: 1,
        reEligibility: 86_400
    )

    static let springSale = Campaign(
        id: "demo-spring-sale",
        name: "Spring sale modal",
        status: .active,
        tags: ["demo", "sale"],
        message: InAppMessage(
            content: .modal(
                TextContent(
                    header: "Spring sale",
                    message: "Everything in the shop is 20% off until Sunday.",
                    graphic: .image("https://cdn.example.com/iam/spring.png"),
                    buttons: [
                        MessageButton(id: 0, text: "Not now"),
                        MessageButton(id: 1, text: "Shop", clickAction: .url("myshop://sale/spring", useWebView: false)),
                    ]
                )
            ),
            messageClose: .userInteraction,
            orientation: .portrait,
            themes: Themes(
                light: .defaultLight(for: .modal),
                dark: Theme(
                    backgroundColor: ARGBColor(argb: 0xFF1B_1C1D),
                    textColor: ARGBColor(argb: 0xFFF0_F0F0),
                    iconColor: ARGBColor(argb: 0xFFFF_FFFF),
                    iconBackgroundColor: ARGBColor(argb: 0xFF00_73D5),
                    headerTextColor: ARGBColor(argb: 0xFFFF_FFFF),
                    closeButtonColor: ARGBColor(argb: 0xFF88_8888),
                    frameColor: ARGBColor(argb: 0xBF00_0000)
                )
            )
        ),
        triggers: [.customEvent(name: "open_store")],
        priority: 10,
        reEligibility: 0
    )

    static let saleImage = Campaign(
        id: "demo-sale-image",
        name: "Deals image modal",
        status: .active,
        tags: ["demo", "sale"],
        message: InAppMessage(
            content: .modalImage(
                ImageOnlyContent(
                    imageURL: "https://cdn.example.com/iam/sale.png",
                    buttons: [MessageButton(id: 0, text: "See deals", clickAction: .url("myshop://deals", useWebView: false))]
                )
            ),
            messageClose: .userInteraction
        ),
        triggers: [.pushClick(campaignID: "sale-push-2026")],
        priority: 30
    )

    static let levelUp = Campaign(
        id: "demo-level-up",
        name: "Level up full screen",
        status: .active,
        tags: ["demo", "game"],
        message: InAppMessage(
            content: .full(
                TextContent(
                    header: "Level up!",
                    message: "You reached a new level.",
                    graphic: .image("https://cdn.example.com/iam/levelup.png"),
                    buttons: [MessageButton(id: 0, text: "Continue")]
                )
            ),
            messageClose: .userInteraction
        ),
        triggers: [
            .customEventProperty(
                name: "level_completed",
                filters: PropertyFilterGroups([
                    [
                        PropertyFilter(key: "mode", type: .string, comparator: .equals, value: .string("ranked"))
                    ]
                ])
            )
        ],
        priority: 20,
        delay: 2,
        reEligibility: 3600
    )

    static let tournament = Campaign(
        id: "demo-tournament",
        name: "Tournament full image (landscape)",
        status: .draft,
        tags: ["demo", "game"],
        message: InAppMessage(
            content: .fullImage(
                ImageOnlyContent(
                    imageURL: "https://cdn.example.com/iam/tournament-landscape.jpg",
                    buttons: [MessageButton(id: 0, text: "Join", clickAction: .url("mygame://tournament/join", useWebView: false))]
                )
            ),
            messageClose: .userInteraction,
            orientation: .landscape
        ),
        triggers: [.customEvent(name: "tournament_open")],
        priority: 15
    )

    static let rateUs = Campaign(
        id: "demo-rate-us",
        name: "Rate us (HTML)",
        status: .active,
        tags: ["demo", "html"],
        message: InAppMessage(
            content: .html(
                HTMLContent(
                    html: """
                        <!DOCTYPE html>
                        <html lang="en">
                        <head>
                        <meta charset="utf-8">
                        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
                        <title>Rate us</title>
                        </head>
                        <body>
                        <main>
                        <h1>Enjoying the app?</h1>
                        <button id="yes" onclick="brazeBridge.logClick('0'); brazeBridge.logCustomEvent('rated', {stars: 5}); brazeBridge.closeMessage();">Yes</button>
                        <button id="no" onclick="brazeBridge.logClick('1'); brazeBridge.closeMessage();">No</button>
                        </main>
                        </body>
                        </html>

                        """
                )
            ),
            messageClose: .userInteraction
        ),
        triggers: [.customEvent(name: "order_delivered")],
        priority: 5
    )

    static let holdout = Campaign(
        id: "demo-holdout",
        name: "Control group holdout",
        status: .active,
        tags: ["demo"],
        message: InAppMessage(content: .control),
        triggers: [.customEvent(name: "open_store")],
        priority: 2
    )
}
