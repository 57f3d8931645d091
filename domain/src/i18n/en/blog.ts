// blog: the blog's questions and answers (web/src/features/blog); code samples stay in posts.ts as written.
export const blog = {
  teasers: {
    title: 'From our blog',
    intro:
      'Reshelf is built by a small team of developers. Here we answer the questions newcomers to web development ask us most.',
    readAnswer: 'Read the answer',
    readAnswerLabel: 'Read the answer: {{question}}',
    all: 'All questions on the blog',
  },
  posts: {
    'react-angular-vue': {
      question: 'React vs. Angular vs. Vue: how do they differ?',
      topic: 'Frameworks',
      summary:
        'A library you compose, a framework with everything included, and a progressive framework in between. How to tell which one fits your team.',
      answer: {
        p1: 'React is a library for building user interfaces, released by Meta in 2013. Components are plain functions that return JSX, state lives in hooks, and data flows one way, from parent to child. When state changes, React re-runs the affected components and applies the difference to the DOM. Routing, data fetching and forms come from the ecosystem (React Router, TanStack Query, react-hook-form) or from a framework built on React such as Next.js. That freedom is its strength and its cost: you choose more pieces yourself.',
        p2: 'Angular is a complete, opinionated framework from Google (the 2016 rewrite of AngularJS). It is written in TypeScript from the ground up and ships with a router, forms, an HTTP client, dependency injection and a CLI that generates and builds everything. Components are classes with decorators and HTML templates; asynchronous work is often modelled with RxJS observables, and recent versions add signals for fine-grained change detection. Large teams value how consistent Angular projects look; the price is a steeper learning curve and more ceremony for small apps.',
        p3: 'Vue, created by Evan You in 2014, calls itself progressive: you can drop it into one page or build a whole application with it. Single-file components keep an HTML-like template, the script and scoped CSS together. Its reactivity system tracks which data each component reads, so only the components that depend on a change re-render. You can write components with the Options API or the Composition API, and the official router, the Pinia store and the Nuxt framework cover the rest. Many developers find it the gentlest of the three to learn.',
        p4: 'All three are fast enough for almost any product, so performance rarely decides. Choose by your team’s experience, how much structure you want out of the box, and the libraries you need: React for its huge ecosystem and flexibility, Angular for a batteries-included standard across a big organisation, Vue for approachability with an official answer to most questions.',
      },
    },
    'unit-tests': {
      question: 'What are unit tests, and why should you write them?',
      topic: 'Testing',
      summary:
        'Small, fast checks of one piece of code at a time. They catch regressions, document behaviour and make refactoring safe.',
      answer: {
        p1: 'A unit test checks one small piece of code, such as a function, a hook or a single component, on its own. It sets up an input, runs the code and asserts on the result, usually in a few milliseconds. Anything slow or unpredictable that the unit talks to, like the network, the clock or a database, is replaced by a simple fake, so the test gives the same answer on every run.',
        p2: 'The first benefit is confidence when things change. A good suite tells you within seconds that a fix in one place broke something in another, long before a customer notices. Tests are also documentation that cannot go stale: they show exactly how a function is meant to be called and what it promises. And they make refactoring safe, because you can reshape the code freely as long as the tests stay green. Code that is hard to test is often code with too many responsibilities, so writing tests nudges you towards a better design.',
        p3: 'A useful test follows the Arrange, Act, Assert pattern, checks one behaviour and has a name that says which. For user interface code, test what the user sees rather than implementation details: with Testing Library you find a button by its role and label, click it, and assert on the text that appears.',
        p4: 'Unit tests are not the whole story. Each unit can work while the pieces fail together, so teams add integration tests and a few end-to-end tests of the most important journeys. Treat coverage as a hint about what is untested, not as a target, and remember that a test which can never fail is worse than no test at all.',
      },
    },
    'prototypal-inheritance': {
      question: 'How does prototypal inheritance work in JavaScript?',
      topic: 'JavaScript',
      summary:
        'Objects delegate to other objects through a chain of prototypes. Classes are a friendlier syntax for exactly that.',
      answer: {
        p1: 'Every JavaScript object has a hidden link, called its prototype, to another object or to null. When you read a property, the engine looks on the object itself first; if the property is not there, it follows the link and looks on the prototype, then on the prototype’s prototype, and so on until it finds the property or reaches null and returns undefined. This chain of links is the prototype chain, and sharing behaviour through it is prototypal inheritance.',
        p2: 'The simplest way to see it is Object.create, which makes a new object whose prototype is the object you pass in:',
        p3: 'Constructor functions and the new keyword work the same way: new Book() creates an object whose prototype is Book.prototype, so every book shares the methods defined there instead of carrying its own copies. The class syntax introduced in ES2015 is a more readable layer over this mechanism. class Novel extends Book links Novel.prototype to Book.prototype, and super calls the parent’s constructor or methods.',
        p4: 'Because lookups are live, adding a method to a prototype makes it available to every object that inherits from it, even ones created earlier. Assigning a property, on the other hand, normally creates it on the object itself and shadows the inherited one (unless the chain defines a setter for it). Use Object.hasOwn to tell own properties from inherited ones, and instanceof to ask whether a constructor’s prototype is somewhere in an object’s chain. The chain usually ends at Object.prototype, which is why every object has toString and hasOwnProperty. Avoid changing built-in prototypes and setting prototypes after creation: both surprise other code and slow the engine down.',
      },
    },
    'react-state-management': {
      question: 'What are the different ways to manage state in a React application?',
      topic: 'React',
      summary:
        'Local state, lifted state, context, server caches, global stores and the URL: each kind of state has a natural home.',
      answer: {
        p1: 'Start with local state. useState holds what a single component owns, such as whether a menu is open or what is typed into a field, and useReducer suits state with several related transitions. When two siblings need the same value, lift it up to their closest common parent and pass it down as props. Keeping state as close as possible to where it is used keeps components simple and re-renders cheap.',
        p2: 'Context helps when many components at different depths read the same value that changes rarely: the theme, the language, the signed-in user. It is a way to pass data without threading props, not a store: every consumer re-renders when the value changes, so frequently changing data is better elsewhere.',
        p3: 'Data that lives on a server is a cache, not state you own. Libraries like TanStack Query, SWR, RTK Query, or live listeners such as Firebase’s, take care of loading, caching, refetching and keeping the data fresh, which removes a great deal of hand-written effect code. Form state fits a form library such as react-hook-form, and state that should survive a reload or be shareable, like filters, the current page or the selected tab, belongs in the URL.',
        p4: 'For client state that many distant parts of the app read and write, a global store is the right tool: Redux Toolkit for predictable updates and excellent developer tools, or lighter options such as Zustand, Jotai or MobX. Components subscribe to the slice they need, so a change re-renders only them. Whatever you choose, derive values instead of storing copies of them: two copies of the same fact will eventually disagree.',
      },
    },
  },
};
