import Foundation
import SwiftSyntax

/// The relative luminance of a colour written as literal components, for `hard_coded_color`: a
/// colour only fails dark mode when it sits near one end (near-black text on dark mode's black,
/// a near-white card on light mode's white); a mid-tone brand colour reads in both.
enum ColorLuminance {
  /// Near black: below 3:1 contrast on black, the least WCAG allows even large text and controls.
  static let darkest = 0.1
  /// Near white: below 1.5:1 contrast on white, barely visible.
  static let lightest = 0.65

  static func isExtreme(_ luminance: Double) -> Bool {
    luminance < darkest || luminance > lightest
  }

  /// The luminance (0 black … 1 white) of `Color(red:green:blue:)`, `(white:)`,
  /// `(hue:saturation:brightness:)` or `(hex:)` with literal arguments; `nil` when it cannot be read.
  static func of(_ call: FunctionCallExprSyntax) -> Double? {
    var values: [String: Double] = [:]
    var hexText: String?
    for argument in call.arguments {
      guard let label = argument.label?.text else { continue }
      if ["hex", "hexString", "rgb", "rgba"].contains(label) {
        hexText = hexDigits(argument.expression)
      } else if let value = evaluate(argument.expression) {
        values[label] = value
      }
    }
    if let hexText { return hexLuminance(hexText) }
    if let red = values["red"] ?? values["displayP3Red"], let green = values["green"], let blue = values["blue"] {
      return luminance(red: normalised(red), green: normalised(green), blue: normalised(blue))
    }
    if let white = values["white"] { return linear(normalised(white)) }
    if let brightness = values["brightness"], let saturation = values["saturation"] {
      // Unsaturated colours are greys of that brightness; saturated ones are judged by brightness only when dark.
      if saturation < 0.15 || brightness < 0.2 { return linear(brightness) }
      return 0.3
    }
    return nil
  }

  /// Components written as 0…255 (`230`, `230 / 255`) or 0…1.
  private static func normalised(_ value: Double) -> Double {
    value > 1 ? min(value / 255, 1) : max(value, 0)
  }

  private static func luminance(red: Double, green: Double, blue: Double) -> Double {
    0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
  }

  /// sRGB to linear light, the usual 2.2 power approximation.
  private static func linear(_ component: Double) -> Double {
    component <= 0 ? 0 : pow(component, 2.2)
  }

  private static func hexLuminance(_ digits: String) -> Double? {
    var text = digits
    if text.hasPrefix("#") { text.removeFirst() }
    if text.lowercased().hasPrefix("0x") { text.removeFirst(2) }
    if text.count == 3 { text = text.map { "\($0)\($0)" }.joined() }
    guard text.count == 6 || text.count == 8, let value = UInt64(text.prefix(6), radix: 16) else { return nil }
    return luminance(
      red: Double((value >> 16) & 0xFF) / 255, green: Double((value >> 8) & 0xFF) / 255,
      blue: Double(value & 0xFF) / 255)
  }

  /// `"#F2F2F2"`, `0xF2F2F2`.
  private static func hexDigits(_ expression: ExprSyntax) -> String? {
    if let string = StringLiteralExprSyntax(expression), string.segments.count == 1,
      let segment = string.segments.first.flatMap({ StringSegmentSyntax($0) })
    {
      return segment.content.text
    }
    if let integer = IntegerLiteralExprSyntax(expression) { return integer.literal.text }
    return nil
  }

  /// A literal number or `a / b`, `a * b` of literals, `-a`.
  private static func evaluate(_ expression: ExprSyntax) -> Double? {
    if let integer = IntegerLiteralExprSyntax(expression) {
      return Double(integer.literal.text.replacingOccurrences(of: "_", with: ""))
    }
    if let float = FloatLiteralExprSyntax(expression) {
      return Double(float.literal.text.replacingOccurrences(of: "_", with: ""))
    }
    if let tuple = TupleExprSyntax(expression), tuple.elements.count == 1, let only = tuple.elements.first {
      return evaluate(only.expression)
    }
    if let prefix = PrefixOperatorExprSyntax(expression), prefix.operator.text == "-" {
      return evaluate(prefix.expression).map { -$0 }
    }
    if let sequence = SequenceExprSyntax(expression) {
      let elements = Array(sequence.elements)
      guard elements.count == 3, let left = evaluate(elements[0]), let right = evaluate(elements[2]),
        let operation = BinaryOperatorExprSyntax(elements[1])?.operator.text
      else { return nil }
      switch operation {
      case "/": return right == 0 ? nil : left / right
      case "*": return left * right
      default: return nil
      }
    }
    return nil
  }
}
