public import InAppMessaging

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
            ),
            imageAlt: "Spring flowers beside a 20% off sign"
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
            messageClose: .userInteraction,
            imageAlt: "This week's deals"
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
            messageClose: .userInteraction,
            imageAlt: "A trophy for the new level"
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
            orientation: .landscape,
            imageAlt: "The weekend tournament's poster"
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
                        <style>
                        :root { color-scheme: light dark; }
                        * { box-sizing: border-box; }
                        /* iOS sizes the root in the Dynamic Type body size, so the rem sizes below follow the text size. */
                        html { font: -apple-system-body; }
                        html, body { margin: 0; height: 100%; }
                        body {
                          display: flex; align-items: center; justify-content: center;
                          padding: calc(env(safe-area-inset-top, 0px) + 20px) calc(env(safe-area-inset-right, 0px) + 20px)
                            calc(env(safe-area-inset-bottom, 0px) + 20px) calc(env(safe-area-inset-left, 0px) + 20px);
                          background: rgba(0, 0, 0, 0.45);
                          font: 1rem/1.4 -apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif;
                          color: #1c1c1e;
                        }
                        .card {
                          position: relative; width: 100%; max-width: 340px; max-height: 100%; overflow-y: auto;
                          padding: 36px 24px 24px; border-radius: 16px; background: #fff; text-align: center;
                          box-shadow: 0 12px 32px rgba(0, 0, 0, 0.3);
                        }
                        .stars { margin: 0 0 12px; font-size: 1.875rem; letter-spacing: 4px; color: #ffb400; }
                        h1 { margin: 0 0 8px; font-size: 1.375rem; line-height: 1.25; }
                        p { margin: 0 0 24px; font-size: 0.9375rem; color: #5b5b66; }
                        .actions { display: flex; flex-direction: column; gap: 10px; }
                        button { font-family: inherit; font-size: 1.0625rem; font-weight: 600; line-height: 1.2; border: 0; cursor: pointer; }
                        .actions button { min-height: 50px; padding: 14px 16px; border-radius: 12px; }
                        #yes { background: #0a6cdf; color: #fff; }
                        #no { background: #e9e9ee; color: #1c1c1e; }
                        #close {
                          position: absolute; top: 4px; right: 4px; width: 44px; height: 44px; padding: 0;
                          background: transparent; color: #6e6e76; font-size: 1.25rem;
                        }
                        @media (prefers-color-scheme: dark) {
                          .card { background: #1c1c1e; color: #f2f2f7; }
                          p { color: #aeaeb2; }
                          #no { background: #2c2c2e; color: #f2f2f7; }
                          #close { color: #aeaeb2; }
                        }
                        </style>
                        </head>
                        <body>
                        <main class="card" role="dialog" aria-labelledby="title">
                        <button id="close" type="button" aria-label="Close">✕</button>
                        <div class="stars" aria-hidden="true">★★★★★</div>
                        <h1 id="title">Enjoying the app?</h1>
                        <p>A quick rating helps other people find us. It takes five seconds.</p>
                        <div class="actions">
                        <button id="yes" type="button">Rate 5 stars</button>
                        <button id="no" type="button">Not now</button>
                        </div>
                        </main>
                        <script>
                        window.addEventListener('ab.BridgeReady', function () {
                          document.getElementById('yes').addEventListener('click', function () {
                            brazeBridge.logClick('0');
                            brazeBridge.logCustomEvent('rated', { stars: 5 });
                            brazeBridge.closeMessage();
                          });
                          document.getElementById('no').addEventListener('click', function () {
                            brazeBridge.logClick('1');
                            brazeBridge.closeMessage();
                          });
                          document.getElementById('close').addEventListener('click', function () {
                            brazeBridge.closeMessage();
                          });
                        }, false);
                        </script>
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
