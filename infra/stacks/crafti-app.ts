import { type App, Aspects, Tags } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { CraftiStack } from './crafti-stack';
import { stageSettings } from './stage';

/**
 * Adds the stage's stack to an app, with cdk-nag's AWS Solutions checks on everything in it.
 * Shared by `infra/app.ts` and the infra tests, so the tests check exactly what gets deployed.
 */
export function defineCraftiApp(app: App): CraftiStack {
  const settings = stageSettings(app.node);
  // No account or region here: the stack is environment-agnostic, so synth needs no AWS lookups.
  const stack = new CraftiStack(app, `Crafti-${settings.stage}`, {
    settings,
    description: `Crafti marketplace, stage ${settings.stage}`,
  });
  Tags.of(stack).add('app', 'crafti');
  Tags.of(stack).add('stage', settings.stage);
  Aspects.of(app).add(new AwsSolutionsChecks({ verbose: true }));
  return stack;
}
