import '@testing-library/jest-dom';
import './support/jsdom-text-encoding';
