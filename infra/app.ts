import { App } from 'aws-cdk-lib';
import { defineCraftiApp } from './stacks/crafti-app';

// `npx cdk synth|deploy -c stage=<name>`; the default stage (dev) comes from cdk.json.
defineCraftiApp(new App());
