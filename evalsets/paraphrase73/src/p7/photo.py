"""Turns page.png into a phone-photo-like JPEG with no text layer."""
import random
from PIL import Image, ImageFilter, ImageDraw, ImageChops
random.seed(73)
im = Image.open('page.png').convert('RGB')
w, h = im.size
bg = Image.new('RGB', (int(w * 1.12), int(h * 1.08)), (92, 84, 76))
im = im.rotate(-1.8, resample=Image.BICUBIC, expand=True, fillcolor=(92, 84, 76))
bg.paste(im, ((bg.width - im.width) // 2, (bg.height - im.height) // 2))
# shading: darker towards lower-right, vignette
shade = Image.new('L', bg.size, 0)
d = ImageDraw.Draw(shade)
for i in range(0, 255, 3):
    d.ellipse([-bg.width * 0.3 + i * 2, -bg.height * 0.3 + i * 2, bg.width * 1.3 - i * 2, bg.height * 1.3 - i * 2], fill=i)
shade = shade.filter(ImageFilter.GaussianBlur(80))
dark = Image.new('RGB', bg.size, (40, 36, 30))
bg = Image.composite(bg, dark, shade.point(lambda v: int(150 + v * 105 / 255)))
bg = ImageChops.multiply(bg, Image.linear_gradient('L').resize(bg.size).point(lambda v: 255 - v // 6).convert('RGB'))
bg = bg.filter(ImageFilter.GaussianBlur(0.8))
noise = Image.effect_noise(bg.size, 18).convert('RGB')
bg = Image.blend(bg, ImageChops.overlay(bg, noise), 0.25)
bg.save('../../cvs/IMG_20261103_213547.jpg', quality=82)
