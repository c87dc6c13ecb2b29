import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle, Spinner } from '@tackle/ui';

/** A whole page that waits: a large spinner with its label. */
export function FullPageSpinner({ label }: { label: string }) {
  return (
    <main className="flex min-h-dvh items-center justify-center p-6">
      <Spinner size="lg" label={label} showLabel />
    </main>
  );
}

/** A whole page that says sign-in could not go on: what happened, 'Try again' and 'Home'. */
export function SignInProblem({ title, problem, onRetry }: { title: string; problem: string; onRetry: () => void }) {
  return (
    <main className="flex min-h-dvh items-center justify-center p-6">
      <Card className="w-full max-w-md text-center">
        <CardHeader>
          <CardTitle as="h1">{title}</CardTitle>
          <CardDescription>{problem}</CardDescription>
        </CardHeader>
        <CardContent className="flex justify-center gap-2">
          <Button onClick={onRetry}>Try again</Button>
          <Button variant="outline" asChild>
            <a href="/">Home</a>
          </Button>
        </CardContent>
      </Card>
    </main>
  );
}
