extension Campaign {
    /// Reads `variants` and `control_percentage` of an envelope whose `data` gave `first`.
    ///
    /// Each entry of `variants` is `{id?, name?, percentage, data}`; the first one's message is
    /// the envelope's `data`, so it has no `data` of its own. There are 1–8 entries, names are
    /// unique, and the percentages with the control group's add up to 100.
    static func decodeVariants(_ object: WireObject, first: InAppMessage) throws(WireError) -> (variants: [CampaignVariant], control: Double?) {
        let control = try object.double("control_percentage")
        guard let items = try object.array("variants") else {
            if control != nil {
                throw .at(object.path("control_percentage"), "a control group needs the campaign's variants (`variants`) beside it")
            }
            return ([CampaignVariant(message: first)], nil)
        }
        let path = object.path("variants")
        var variants: [CampaignVariant] = []
        for (index, item) in items.enumerated() {
            let entry = try WireObject(item, path: path.appending(index))
            try entry.rejectUnknownKeys(["id", "name", "percentage", "data"])
            let message: InAppMessage
            if index == 0 {
                if entry.has("data") {
                    throw .at(entry.path("data"), "the first variant's message is the envelope's data; leave it out here")
                }
                message = first
            } else {
                guard let data = entry.value("data") else { throw entry.missing("data") }
                message = try InAppMessage(wire: data, path: entry.path("data"))
            }
            variants.append(
                CampaignVariant(
                    id: try entry.string("id") ?? "",
                    name: try entry.string("name") ?? "",
                    percentage: try entry.requiredDouble("percentage"),
                    message: message
                )
            )
        }
        if let problem = split(of: variants, control: control).problem() { throw .at(path, problem) }
        return (variants, control)
    }

    /// The split of `variants` and a control group, by their shown names.
    static func split(of variants: [CampaignVariant], control: Double?) -> VariantSplit {
        VariantSplit(
            variants: variants.enumerated().map { .init(name: $0.element.displayName(at: $0.offset), percent: $0.element.percentage) },
            control: control ?? 0
        )
    }

    /// How the campaign's users are split (one variant with 100 percent when it is not a test).
    public var split: VariantSplit { Self.split(of: variants, control: controlPercentage) }

    /// Why the split is not one Braze accepts, or nil.
    public var splitProblem: String? { split.problem() }

    /// `variants` and `control_percentage`, written only for a split campaign.
    var variantMembers: JSONObject {
        guard isSplit else { return [:] }
        var members: JSONObject = [:]
        members["variants"] = .array(
            variants.enumerated().map { index, variant in
                var entry: JSONObject = ["percentage": WireNames.number(variant.percentage)]
                if !variant.id.isEmpty { entry["id"] = .string(variant.id) }
                if !variant.name.isEmpty { entry["name"] = .string(variant.name) }
                if index > 0 { entry["data"] = variant.message.wireValue }
                return .object(entry)
            }
        )
        if let controlPercentage { members["control_percentage"] = WireNames.number(controlPercentage) }
        return members
    }

    /// The message a control user receives: a control message that keeps what an app's display
    /// rules may read (the first variant's extras and trigger id) and its `type`.
    public var controlMessage: InAppMessage {
        var control = InAppMessage(content: .control, extras: message.extras, triggerID: message.triggerID)
        if case .object(let members) = message.wireValue, let type = members["type"] { control.unknownFields["type"] = type }
        return control
    }

    /// The message the users of `outcome` receive.
    public func message(for outcome: VariantAssignment.Outcome) -> InAppMessage {
        switch outcome {
        case .variant(let index): variants.indices.contains(index) ? variants[index].message : message
        case .control: controlMessage
        }
    }

    /// The campaign as one device receives it: its envelope with the message of `outcome` as
    /// `data` (`is_control` for the control group) and no `variants`.
    public func delivered(as outcome: VariantAssignment.Outcome) -> Campaign {
        var copy = self
        copy.variants = [CampaignVariant(message: message(for: outcome))]
        copy.controlPercentage = nil
        return copy
    }

    /// The variant or control group a person names: `control`, a variant's name or API id, its
    /// letter (`B`) or `Variant B`, in any case. Nil when the campaign has none by that name (a
    /// campaign that is not split has only `A`).
    public func outcome(named text: String) -> VariantAssignment.Outcome? {
        let wanted = text.lowercased()
        if wanted == "control" { return controlPercentage == nil ? nil : .control }
        let index = variants.indices.first { index in
            let variant = variants[index]
            let letter = CampaignVariant.letter(at: index)
            return [variant.name, variant.id, letter, "Variant \(letter)"]
                .contains { !$0.isEmpty && $0.lowercased() == wanted }
        }
        return index.map { .variant($0) }
    }

    /// Every group a user can be in: each variant, then the control group when there is one.
    public var outcomes: [VariantAssignment.Outcome] {
        variants.indices.map { .variant($0) } + (controlPercentage == nil ? [] : [.control])
    }

    /// The short name a preview option gives `outcome`: the variant's letter, or `control`.
    public static func letter(of outcome: VariantAssignment.Outcome) -> String {
        switch outcome {
        case .variant(let index): CampaignVariant.letter(at: index)
        case .control: "control"
        }
    }

    /// The name of `outcome`: the variant's shown name, or `Control`.
    public func name(of outcome: VariantAssignment.Outcome) -> String {
        switch outcome {
        case .variant(let index): variants.indices.contains(index) ? variants[index].displayName(at: index) : "Variant A"
        case .control: "Control"
        }
    }
}
