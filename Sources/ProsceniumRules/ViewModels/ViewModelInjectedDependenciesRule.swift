import ProsceniumCheck
import ProsceniumSyntax
import SwiftSyntax

/// `view_model_injected_dependencies`: view models and presenters receive their services,
/// repositories, use cases and clients through the initialiser, typed as protocols.
package final class ViewModelInjectedDependenciesRule: SyntaxRule<NoOptions>, Rule {
  package static let description = RuleDescription(
    id: "view_model_injected_dependencies",
    summary: "view models and presenters take their dependencies through 'init', typed as protocols",
    rationale: """
      A view model that constructs 'HomeService()' in a method, or stores a concrete \
      'HomeService', cannot be tested without the real network or database and cannot be \
      reconfigured by its caller. Seed 000's rule is "Use Dependency Injection": take \
      'homeService: HomeServiceProtocol' in 'init', with 'HomeService()' as a default argument \
      at most; seed 004's presenter "takes every dependency through init as a protocol". The \
      rule reports construction of a service, repository, use case or client inside a method, \
      accessor or property initialiser (default arguments, initialiser bodies and static \
      factories are composition code and stay clean), and stored properties whose type the \
      project declares as a concrete service, repository or use case rather than a protocol. \
      Debug-only code ('#if DEBUG', '#if !RELEASE': developer menus, which nobody unit-tests) \
      and classes nested in a service (a cache the service vends, holding its owner) are left \
      alone.
      """,
    sources: [
      PlaybookReference(
        .mvvmBaseViewModel, "Use Dependency Injection: init(homeService: HomeServiceProtocol = HomeService())"),
      PlaybookReference(.uikitMVP, "takes every dependency through init as a protocol"),
      PlaybookReference(.cleanLayers, "init(characterListUseCase:): the use case injected through init"),
    ],
    family: .viewModels,
    defaultSeverity: .warning,
    judgesTestFiles: false,
    examples: [
      .flagged(
        """
        @MainActor
        final class HomeViewModel: BaseViewModel {
          func loadData() async {
            let data = try await ↓HomeService().fetchData()
          }
        }
        """, note: "seed 000's hard-coded dependency"),
      .flagged(
        """
        @MainActor
        final class ArticleListPresenter {
          private weak var view: ArticleListViewProtocol?
          private let repository: ↓RemoteArticleRepository
          private let tracker = ↓AnalyticsService()

          init(repository: RemoteArticleRepository) {
            self.repository = repository
          }
        }

        final class RemoteArticleRepository: ArticleRepository {}
        final class AnalyticsService {}
        """),
      .clean(
        """
        @MainActor
        final class HomeViewModel: BaseViewModel {
          private let homeService: HomeServiceProtocol

          init(homeService: HomeServiceProtocol = HomeService()) {
            self.homeService = homeService
            super.init()
          }

          func loadItems() async {
            await executeTask {
              self.items = try await self.homeService.fetchItems()
            }
          }
        }

        protocol HomeServiceProtocol {}
        final class HomeService: HomeServiceProtocol {}
        """, note: "seed 000's injected form"),
      .clean(
        """
        @MainActor
        @Observable
        final class UserProfileViewModel {
          private let getUserProfileUseCase: GetUserProfileUseCaseProtocol

          init(getUserProfileUseCase: GetUserProfileUseCaseProtocol) {
            self.getUserProfileUseCase = getUserProfileUseCase
          }

          static func create() -> UserProfileViewModel {
            UserProfileViewModel(getUserProfileUseCase: GetUserProfileUseCase(repository: UserRepository()))
          }
        }

        #if DEBUG
        extension UserProfileViewModel {
          static var mock: UserProfileViewModel {
            UserProfileViewModel(getUserProfileUseCase: MockGetUserProfileUseCase())
          }
        }
        #endif
        """, note: "static factories and mocks are composition code"),
      .clean(
        """
        #if !RELEASE
        final class DebugCertificatesViewModel {
          private let certificateService: CertificateService

          init(certificateService: CertificateService) {
            self.certificateService = certificateService
          }

          func reset() { CertificateService().removeAll() }
        }
        #endif

        final class CertificateService {}
        final class DebugCertificatesViewController: UIViewController {
          let viewModel: DebugCertificatesViewModel
        }
        """, note: "a developer menu left out of release builds"),
      .clean(
        """
        extension StickerService {
          final class StickerPackViewModel: ObservableObject {
            @Published var stickers: [Sticker] = []
            let service: StickerService
            init(service: StickerService) { self.service = service }
          }
        }

        final class StickerService {}

        struct StickerPicker: View {
          @ObservedObject var pack: StickerService.StickerPackViewModel
          var body: some View { Text("\\(pack.stickers.count)") }
        }
        """, note: "a cache the service vends and that points back to it"),
      .clean(
        """
        final class HomeService {
          func fetchItems() async throws -> [Item] {
            try await APIClient().get("/items")
          }
        }
        """, note: "services may build their own collaborators"),
    ])

  package static let visitedKinds: Set<SyntaxKind> = [.functionCallExpr, .classDecl, .extensionDecl]

  package func visit(_ node: Syntax) {
    if let reading = context.reading(ofCall: node) {
      checkConstruction(reading)
    } else if let group = node.asDeclGroup, let owner = group.typeName {
      checkStoredProperties(of: group, owner: owner)
    }
  }

  private func checkConstruction(_ reading: CallReading) {
    // Cheapest first: the called name, read once for every rule, before any parent is climbed.
    guard let reference = reading.reference, let type = reading.name else { return }
    let call = reading.call
    guard let first = type.utf8.first, first >= UInt8(ascii: "A"),
      first <= UInt8(ascii: "Z") || (first >= 0x80 && type.startsUppercase),
      type.looksLikeDependency, let owner = call.enclosingTypeName
    else { return }
    let context = MemberContext(of: call)
    guard !context.isStatic, [.method, .accessor, .propertyInitializer].contains(context.kind),
      !call.isInDebugOnlyCode, !call.isOutsideScreenCode
    else { return }
    self.context.report(
      "inject '\(type)' through the initialiser of '\(owner)' instead of constructing it here", at: reference,
      when: .isPresentationLogic(owner) && .type(type, isAnyOf: .dependencies)
        && IndexCondition { !$0.types(named: type).contains { $0.kind == .protocol } })
  }

  /// Reports the stored properties typed as a concrete dependency. Few properties are: their
  /// types are read first, and the climbs and modifier reads only for those.
  private func checkStoredProperties(of group: DeclGroupSyntax, owner: String) {
    var groupIsScreenCode: Bool?
    for member in group.memberBlock.members {
      guard let variable = VariableDeclSyntax(member.decl), variable.attributes.isEmpty else { continue }
      var isStoredInstanceProperty: Bool?
      for binding in variable.bindings {
        guard let type = binding.typeAnnotation?.type, type.kind != .someOrAnyType else { continue }
        let unwrapped = OptionalTypeSyntax(type)?.wrappedType ?? type
        guard unwrapped.kind == .identifierType || unwrapped.kind == .memberType else { continue }
        let name = unwrapped.baseTypeName
        guard name.looksLikeDependency else { continue }
        if isStoredInstanceProperty == nil { isStoredInstanceProperty = !variable.isStatic && !variable.isComputed }
        guard isStoredInstanceProperty == true else { break }
        if groupIsScreenCode == nil { groupIsScreenCode = !group.isInDebugOnlyCode && !group.isOutsideScreenCode }
        guard groupIsScreenCode == true else { return }
        context.report(
          "type '\(name)' in '\(owner)' as a protocol and inject it, so tests can substitute it", at: unwrapped,
          when: .isPresentationLogic(owner) && .type(name, isAnyOf: .dependencies)
            && IndexCondition { $0.isDeclaredConcrete(name) })
      }
    }
  }
}
