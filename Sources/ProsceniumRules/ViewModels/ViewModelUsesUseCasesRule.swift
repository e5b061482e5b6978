import ProsceniumCheck
import ProsceniumSyntax
import SwiftSyntax

/// `view_model_uses_use_cases`: view models reach data through use cases, never by holding a
/// repository.
package final class ViewModelUsesUseCasesRule: SyntaxRule<NoOptions>, Rule {
  package static let description = RuleDescription(
    id: "view_model_uses_use_cases",
    summary: "view models call use cases, not repositories",
    rationale: """
      Seed 001's data flow is View → ViewModel → Use Case → Repository: "ViewModels coordinate UI \
      state only. They delegate ALL business logic to Use Cases", and "Call Use Cases, not \
      Repositories". A view model that holds a repository ends up filtering, merging and \
      validating data itself, which is business logic the use case layer exists to own and test. \
      The rule reports a view model's stored properties (annotated or initialised) whose type is \
      a repository by name or conformance. It is opt-in: seed 000's view models talk to services \
      directly, and seed 004's presenters are allowed a repository protocol.
      """,
    sources: [
      PlaybookReference(.observableRouter, "Call Use Cases, not Repositories"),
      PlaybookReference(.cleanLayers, "The presentation layer fetches data via use cases from the Domain layer"),
    ],
    family: .viewModels,
    defaultSeverity: .warning,
    isOptIn: true,
    judgesTestFiles: false,
    examples: [
      .flagged(
        """
        @MainActor
        @Observable
        final class UserProfileViewModel {
          private let userRepository: ↓UserRepositoryProtocol

          init(userRepository: UserRepositoryProtocol) {
            self.userRepository = userRepository
          }
        }
        """),
      .flagged(
        """
        @MainActor
        @Observable
        final class FeedViewModel {
          private let store = ↓FeedRepository()
        }
        """),
      .clean(
        """
        @MainActor
        @Observable
        final class UserProfileViewModel {
          private let getUserProfileUseCase: GetUserProfileUseCaseProtocol
          private let router: Router<AppRoute>

          init(getUserProfileUseCase: GetUserProfileUseCaseProtocol, router: Router<AppRoute>) {
            self.getUserProfileUseCase = getUserProfileUseCase
            self.router = router
          }
        }
        """),
      .clean(
        """
        final class GetUserProfileUseCase: GetUserProfileUseCaseProtocol {
          private let repository: UserRepositoryProtocol

          init(repository: UserRepositoryProtocol) {
            self.repository = repository
          }
        }
        """, note: "use cases are where repositories belong"),
    ])

  package static let visitedKinds: Set<SyntaxKind> = [.classDecl]

  package func visit(_ node: Syntax) {
    guard let decl = ClassDeclSyntax(node), decl.couldBePresentationLogic else { return }
    let owner = decl.name.text
    for property in decl.storedPropertyTypes where property.type.looksLikeRepository {
      guard
        let binding = property.variable.bindings.first(where: {
          $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == property.name
        })
      else { continue }
      let anchor: Syntax
      if let type = binding.typeAnnotation?.type {
        anchor = Syntax(type)
      } else if let call = binding.initializer?.value.as(FunctionCallExprSyntax.self) {
        anchor = Syntax(call.calledExpression)
      } else {
        continue
      }
      context.report(
        "reach '\(property.type)' through a use case instead of holding it in view model '\(owner)'", at: anchor,
        when: .isViewModel(owner) && .type(property.type, is: .repository))
    }
  }
}
