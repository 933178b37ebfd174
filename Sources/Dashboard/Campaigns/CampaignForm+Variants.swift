import Foundation
import InAppMessaging

/// The editor's A/B-test panel: which variant the form's message fields edit, each variant's name
/// and percentage, and the control group's. The other variants' messages are the stored ones, so a
/// save keeps them; every operation on the list (a tab, add, duplicate, remove, reorder) saves the
/// form first, so nothing typed is lost when the fields switch to another variant.
extension CampaignForm {
    /// One variant's row as typed.
    struct VariantRow: Sendable, Hashable {
        var name = "", percentage = ""
    }

    /// The form's variants panel for `campaign`, editing the variant at `editing`.
    mutating func fillVariants(_ campaign: Campaign, editing: Int) {
        variantIndex = campaign.variants.indices.contains(editing) ? editing : 0
        variantsPresent = true
        variantRows = campaign.variants.map { VariantRow(name: $0.name, percentage: Self.number($0.percentage)) }
        controlEnabled = campaign.controlPercentage != nil
        controlPercentage = campaign.controlPercentage.map(Self.number) ?? ""
    }

    /// Reads the panel from a posted form (a form without it keeps the stored split).
    mutating func readVariants(posted form: FormData) {
        variantIndex = max(0, Int(form.text("variant")) ?? 0)
        variantsPresent = form["variants_present"] != nil
        variantRows = (0..<VariantSplit.maximumVariants).prefix { form["variant\($0)_percentage"] != nil }.map {
            VariantRow(name: form["variant\($0)_name"] ?? "", percentage: form.text("variant\($0)_percentage"))
        }
        controlEnabled = form.isChecked("control_enabled")
        controlPercentage = form.text("control_percentage")
    }

    /// The variant the message fields edit, within `campaign`'s variants.
    func editedVariant(of campaign: Campaign) -> Int {
        campaign.variants.indices.contains(variantIndex) ? variantIndex : 0
    }

    /// The draft as the side preview draws it: with the edited variant's message.
    func shownDraft(_ campaign: Campaign) -> Campaign {
        campaign.delivered(as: .variant(editedVariant(of: campaign)))
    }

    /// The wire path of the edited variant's message (`data`, or `variants[i].data`).
    func editedMessagePath(in campaign: Campaign) -> JSONPath {
        let edited = editedVariant(of: campaign)
        return edited == 0 ? JSONPath.root.appending("data") : JSONPath.root.appending("variants").appending(edited).appending("data")
    }

    /// Writes the typed names and percentages into `campaign` (whose variants are the stored ones).
    func applyVariants(to campaign: inout Campaign, errors: inout FormErrors) {
        guard variantsPresent else { return }
        guard variantRows.count == campaign.variants.count else {
            errors.addGeneral("The variants changed since this page was loaded: reload the editor.")
            return
        }
        for (index, row) in variantRows.enumerated() {
            campaign.variants[index].name = row.name.trimmingCharacters(in: .whitespaces)
            campaign.variants[index].percentage = Self.parseNumber(
                row.percentage,
                field: "variant\(index)_percentage",
                default: 0,
                minimum: 0,
                errors: &errors
            )
        }
        campaign.controlPercentage =
            controlEnabled
            ? Self.parseNumber(controlPercentage, field: "control_percentage", default: 0, minimum: 0, errors: &errors) : nil
    }

    /// Applies a panel operation (`edit:N`, `add`, `duplicate:N`, `remove:N`, `up:N`, `down:N`) to
    /// `campaign` and returns the variant to edit next; nil for an operation that does not apply
    /// (a ninth variant, the last one removed, an index out of range). Adding, duplicating and
    /// removing share the variants' percentages out again evenly.
    static func applyVariantOperation(_ operation: String, to campaign: inout Campaign, editing: Int) -> Int? {
        let parts = operation.split(separator: ":").map(String.init)
        let index = parts.count == 2 ? Int(parts[1]) : nil
        let count = campaign.variants.count
        switch (parts.first ?? "", index) {
        case ("edit", let index?) where campaign.variants.indices.contains(index):
            return index
        case ("add", nil) where count < VariantSplit.maximumVariants:
            let kind = campaign.variants[editing].message.kind
            campaign.variants.append(CampaignVariant(message: InAppMessage.placeholder(kind)))
            rebalance(&campaign)
            return count
        case ("duplicate", let index?) where campaign.variants.indices.contains(index) && count < VariantSplit.maximumVariants:
            var copy = campaign.variants[index]
            copy.id = ""
            copy.name = copy.name.isEmpty ? "" : copy.name + " (copy)"
            campaign.variants.insert(copy, at: index + 1)
            rebalance(&campaign)
            return index + 1
        case ("remove", let index?) where campaign.variants.indices.contains(index) && count > 1:
            campaign.variants.remove(at: index)
            rebalance(&campaign)
            return min(editing == index ? max(index - 1, 0) : (editing > index ? editing - 1 : editing), count - 2)
        case ("up", let index?) where index > 0 && campaign.variants.indices.contains(index):
            campaign.variants.swapAt(index, index - 1)
            return editing == index ? index - 1 : (editing == index - 1 ? index : editing)
        case ("down", let index?) where campaign.variants.indices.contains(index + 1):
            campaign.variants.swapAt(index, index + 1)
            return editing == index ? index + 1 : (editing == index + 1 ? index : editing)
        default:
            return nil
        }
    }

    /// Shares what the control group leaves evenly among the variants, in whole numbers when it
    /// can (the rest to the first).
    private static func rebalance(_ campaign: inout Campaign) {
        let count = Double(campaign.variants.count)
        let remaining = 100 - (campaign.controlPercentage ?? 0)
        let share = remaining == remaining.rounded() ? (remaining / count).rounded(.down) : remaining / count
        for index in campaign.variants.indices { campaign.variants[index].percentage = share }
        campaign.variants[0].percentage = remaining - share * (count - 1)
    }
}
