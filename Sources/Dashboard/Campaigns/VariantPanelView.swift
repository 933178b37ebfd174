import Foundation
import InAppMessaging
import Preview

/// View model of the editor's A/B-test panel: a row per variant (its name, percentage and the
/// operations on it), the control group, and the total as typed.
struct VariantPanelView: Sendable {
    /// One variant's row.
    struct Row: Sendable {
        let index: Int
        /// `Variant A`, or the variant's own name.
        let label: String
        /// The variant the message fields edit.
        let isCurrent: Bool
        let name: FieldView
        let percentage: FieldView
        /// The panel operations (`variant_op` values) on this row.
        let editOperation: String, duplicateOperation: String, removeOperation: String, upOperation: String, downOperation: String
        let canDuplicate: Bool, canRemove: Bool, canMoveUp: Bool, canMoveDown: Bool
    }

    let rows: [Row]
    /// The index of the variant the message fields edit.
    let editing: Int
    let editingLabel: String
    let canAdd: Bool
    let controlEnabled: Bool
    let controlPercentage: FieldView
    /// The split's problem (percentages, names), beside the panel.
    let error: String?
    /// The percentages' sum as typed, or nil when one is not a number.
    let total: String?
    /// Whether the total is not 100.
    let totalIsWrong: Bool
    /// The split report and the matrix of the variants (nil until the campaign is split).
    let reportURL: String?
    let matrixURL: String?

    /// The panel for `form`; nil when the form has none (a new campaign, split after its first save).
    init?(form: CampaignForm, errors: FormErrors, paths: Paths) {
        guard form.variantsPresent, !form.variantRows.isEmpty else { return nil }
        let count = form.variantRows.count
        let editing = min(form.variantIndex, count - 1)
        rows = form.variantRows.enumerated().map { index, row in
            let label = row.name.isEmpty ? "Variant \(CampaignVariant.letter(at: index))" : row.name
            return Row(
                index: index,
                label: label,
                isCurrent: index == editing,
                name: FieldView("variant\(index)_name", "Name of \(label)", row.name, errors: errors),
                percentage: FieldView("variant\(index)_percentage", "Percent of users for \(label)", row.percentage, errors: errors, type: "number"),
                editOperation: "edit:\(index)",
                duplicateOperation: "duplicate:\(index)",
                removeOperation: "remove:\(index)",
                upOperation: "up:\(index)",
                downOperation: "down:\(index)",
                canDuplicate: count < VariantSplit.maximumVariants,
                canRemove: count > 1,
                canMoveUp: index > 0,
                canMoveDown: index < count - 1
            )
        }
        self.editing = editing
        editingLabel = rows[editing].label
        canAdd = count < VariantSplit.maximumVariants
        controlEnabled = form.controlEnabled
        controlPercentage = FieldView("control_percentage", "Percent of users in control", form.controlPercentage, errors: errors, type: "number")
        error = errors["variants"]
        let shares = form.variantRows.map(\.percentage) + (form.controlEnabled ? [form.controlPercentage] : [])
        let numbers = shares.compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
        let sum = numbers.reduce(0, +)
        total = numbers.count == shares.count ? CampaignForm.number(sum) : nil
        totalIsWrong = numbers.count != shares.count || abs(sum - 100) > 0.000_1
        let isSplit = count > 1 || form.controlEnabled
        reportURL = isSplit ? paths.campaignVariantReport(form.id) : nil
        matrixURL = isSplit ? paths.campaignMatrix(form.id, PreviewOptions(), by: "variant") : nil
    }
}
