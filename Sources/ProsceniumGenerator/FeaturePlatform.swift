/// The platforms a feature is generated for.
package enum FeaturePlatform: String, Sendable, CaseIterable {
  case ios
  case tvos
  case all

  package var summary: String {
    switch self {
    case .ios: "iOS only"
    case .tvos: "adds the tvOS adaptations (focus, grid) behind '#if os(tvOS)'"
    case .all: "iOS and tvOS: the same adaptations, behind '#if os(tvOS)'"
    }
  }

  var includesTVOS: Bool { self != .ios }
}
