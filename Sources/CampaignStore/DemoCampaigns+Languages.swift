import InAppMessaging

extension DemoCampaigns {
    /// A modal whose every text is a translation tag, translated into French, Portuguese
    /// (Brazil), Japanese, Arabic and German; the German "Shop" label is long enough to be
    /// truncated on a phone (`layout-button-truncated`).
    static let newArrivals = Campaign(
        id: "demo-new-arrivals",
        name: "World of new arrivals, in six languages",
        status: .active,
        tags: ["demo", "languages"],
        message: InAppMessage(
            content: .modal(
                TextContent(
                    header: "{% translation head %}New arrivals{% endtranslation %}",
                    message: "{% translation body %}Hi {{${first_name} | default: 'there'}}, the new collection is in: "
                        + "free delivery until Sunday.{% endtranslation %}",
                    graphic: .image("https://cdn.example.com/iam/spring.png"),
                    buttons: [
                        MessageButton(id: 0, text: "{% translation later %}Later{% endtranslation %}"),
                        MessageButton(
                            id: 1,
                            text: "{% translation shop %}Shop{% endtranslation %}",
                            clickAction: .url("myshop://new-arrivals", useWebView: false)
                        ),
                    ]
                )
            ),
            messageClose: .userInteraction
        ),
        triggers: [.customEvent(name: "view_collection")],
        priority: 5,
        reEligibility: 0,
        translations: TranslationTable([
            "fr": [
                "head": "Nouveautés",
                "body": "Bonjour {{${first_name} | default: 'à vous'}}, la nouvelle collection est arrivée : "
                    + "livraison offerte jusqu’à dimanche.",
                "later": "Plus tard",
                "shop": "Acheter",
            ],
            "pt_BR": [
                "head": "Novidades",
                "body": "Oi, {{${first_name} | default: 'tudo bem'}}? A nova coleção chegou: frete grátis até domingo.",
                "later": "Depois",
                "shop": "Comprar",
            ],
            "ja": [
                "head": "新着アイテム",
                "body": "{{${first_name} | default: 'お客様'}}、新しいコレクションが入荷しました。日曜日まで送料無料。",
                "later": "あとで",
                "shop": "購入する",
            ],
            "ar": [
                "head": "وصل حديثًا",
                "body": "مرحبًا {{${first_name} | default: 'بك'}}! وصلت المجموعة الجديدة: توصيل مجاني حتى يوم الأحد.",
                "later": "لاحقًا",
                "shop": "تسوّق",
            ],
            "de": [
                "head": "Neuheiten",
                "body": "Hallo {{${first_name} | default: 'zusammen'}}, die neue Kollektion ist da: kostenlose Lieferung bis Sonntag.",
                "later": "Später",
                "shop": "Jetzt alle Neuheiten der Kollektion entdecken",
            ],
        ])
    )
}
