/// A horizontal bar chart of findings per rule as inline SVG, errors and warnings stacked, so the
/// HTML report draws it without a script or a library.
struct HTMLBarChart {
  var counts: [FindingCounts.RuleCount]
  /// Rules beyond this many are summed into one "other rules" bar.
  var maximumBars = 15

  static let labelWidth = 250.0
  static let barArea = 400.0
  static let rowHeight = 26.0
  static let barHeight = 16.0

  func svg() -> String {
    var rows = Array(counts.prefix(maximumBars))
    if counts.count > maximumBars {
      let rest = counts.dropFirst(maximumBars)
      rows.append(
        FindingCounts.RuleCount(
          rule: "\(rest.count) other rules", errors: rest.reduce(0) { $0 + $1.errors },
          warnings: rest.reduce(0) { $0 + $1.warnings }))
    }
    let largest = Double(max(rows.map(\.total).max() ?? 1, 1))
    let width = Self.labelWidth + Self.barArea + 60
    let height = Double(rows.count) * Self.rowHeight + 8
    var svg =
      "<svg class=\"bars\" role=\"img\" aria-label=\"Findings per rule\" "
      + "viewBox=\"0 0 \(format(width)) \(format(height))\" width=\"\(format(width))\" height=\"\(format(height))\">\n"
    for (index, row) in rows.enumerated() {
      let y = Double(index) * Self.rowHeight + 4
      let errorWidth = Self.barArea * Double(row.errors) / largest
      let warningWidth = Self.barArea * Double(row.warnings) / largest
      let label = XMLText.escaped(row.rule)
      svg +=
        "<g class=\"bar\" data-rule=\"\(label)\"><title>\(label): \(row.errors) errors, \(row.warnings) warnings</title>"
      svg +=
        "<text x=\"\(format(Self.labelWidth - 8))\" y=\"\(format(y + Self.barHeight - 3))\" text-anchor=\"end\">\(label)</text>"
      var x = Self.labelWidth
      if row.errors > 0 {
        svg +=
          "<rect class=\"error\" x=\"\(format(x))\" y=\"\(format(y))\" width=\"\(format(max(errorWidth, 2)))\" "
          + "height=\"\(format(Self.barHeight))\" rx=\"3\"/>"
        x += max(errorWidth, 2)
      }
      if row.warnings > 0 {
        svg +=
          "<rect class=\"warning\" x=\"\(format(x))\" y=\"\(format(y))\" width=\"\(format(max(warningWidth, 2)))\" "
          + "height=\"\(format(Self.barHeight))\" rx=\"3\"/>"
        x += max(warningWidth, 2)
      }
      svg +=
        "<text class=\"value\" x=\"\(format(x + 6))\" y=\"\(format(y + Self.barHeight - 3))\">\(Counting.grouped(row.total))</text></g>\n"
    }
    return svg + "</svg>\n"
  }

  /// A coordinate with at most one decimal, so the output is stable and small.
  private func format(_ value: Double) -> String {
    let tenths = (value * 10).rounded()
    let whole = Int(tenths) / 10
    let fraction = abs(Int(tenths) % 10)
    return fraction == 0 ? "\(whole)" : "\(whole).\(fraction)"
  }
}
