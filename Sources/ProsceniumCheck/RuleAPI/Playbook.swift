/// The five presentation playbooks whose practices the rules enforce (`shared/seeds/00N`).
public enum Playbook: String, Sendable, CaseIterable, Codable {
  /// 000 — SwiftUI MVVM with `ObservableObject` view models extending a `BaseViewModel`.
  case mvvmBaseViewModel = "000"
  /// 001 — `@MainActor @Observable final class` view models, `Router<AppRoute>`, use cases.
  case observableRouter = "001"
  /// 002 — clean-architecture layers as Swift packages.
  case cleanLayers = "002"
  /// 003 — iOS 17+ SwiftUI patterns.
  case swiftUIPatterns = "003"
  /// 004 — the UIKit MVP screen template.
  case uikitMVP = "004"

  /// A short human title, used in `explain` and the rule catalogue.
  public var title: String {
    switch self {
    case .mvvmBaseViewModel: "SwiftUI MVVM with BaseViewModel"
    case .observableRouter: "@Observable view models, Router and use cases"
    case .cleanLayers: "Clean-architecture layers as packages"
    case .swiftUIPatterns: "SwiftUI patterns for iOS 17+"
    case .uikitMVP: "UIKit MVP screen template"
    }
  }
}

/// Where a rule comes from: a playbook and the practice in it, quoted briefly.
public struct PlaybookReference: Sendable, Hashable {
  public var playbook: Playbook
  public var practice: String

  public init(_ playbook: Playbook, _ practice: String) {
    self.playbook = playbook
    self.practice = practice
  }
}
