"""Turn a rendered page PNG into a phone-photo-like JPG (no text layer)."""
import sys, random
from PIL import Image, ImageFilter, ImageDraw, ImageChops
src, dst = sys.argv[1], sys.argv[2]
random.seed(219)
im = Image.open(src).convert('RGB')
w, h = im.size
# crop off the empty lower part of the page a little, like a hand-held shot
im = im.crop((0, 0, w, int(h * 0.62)))
w, h = im.size
bg = Image.new('RGB', (int(w * 1.08), int(h * 1.08)), (92, 80, 66))
bg.paste(im, (int(w * 0.04), int(h * 0.04)))
im = bg.rotate(-2.1, resample=Image.BICUBIC, expand=False, fillcolor=(92, 80, 66))
w, h = im.size
# shading: darker toward one corner
shade = Image.new('L', (w, h))
d = ImageDraw.Draw(shade)
for y in range(0, h, 4):
    for x in range(0, w, 4):
        v = int(255 - 70 * ((x / w) * 0.6 + (y / h) * 0.4))
        d.rectangle([x, y, x + 3, y + 3], fill=v)
shade = shade.filter(ImageFilter.GaussianBlur(30))
im = ImageChops.multiply(im, Image.merge('RGB', (shade, shade, shade)))
# vignette
vig = Image.new('L', (w, h), 0)
ImageDraw.Draw(vig).ellipse([-w * 0.15, -h * 0.2, w * 1.15, h * 1.2], fill=255)
vig = vig.filter(ImageFilter.GaussianBlur(120))
im = Image.composite(im, Image.new('RGB', (w, h), (40, 35, 30)), vig)
im = im.filter(ImageFilter.GaussianBlur(0.8))
noise = Image.effect_noise((w, h), 18).convert('RGB')
im = Image.blend(im, noise, 0.06)
im.save(dst, quality=82)
