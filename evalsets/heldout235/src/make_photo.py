"""Turn the rendered page of Rosalie Tembo's 2025 CV into a phone-photo JPEG (no text layer)."""
import os, random
from PIL import Image, ImageFilter, ImageDraw, ImageChops
random.seed(235)
here = os.path.dirname(os.path.abspath(__file__))
src = os.path.join(here, "tembo", "page-1.png")
out = os.path.join(here, "..", "cvs", "IMG_20251014_183302.jpg")
page = Image.open(src).convert("RGB")
w, h = page.size
# put the paper on a darker table background with a margin
bg = Image.new("RGB", (w + 220, h + 260), (92, 78, 66))
bg.paste(page, (110, 120))
# rotate ~2 degrees
img = bg.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(92, 78, 66))
W, H = img.size
# uneven lighting: gradient from top-left bright to bottom-right dark + vignette
shade = Image.new("L", (W, H))
d = ImageDraw.Draw(shade)
for y in range(H):
    for_val = int(255 - 70 * (y / H))
    d.line([(0, y), (W, y)], fill=for_val)
horiz = Image.linear_gradient("L").rotate(90).resize((W, H))
shade = ImageChops.multiply(shade, horiz.point(lambda v: 200 + int(v * 55 / 255)))
vign = Image.radial_gradient("L").resize((W, H)).point(lambda v: 255 - int(v * 0.45))
shade = ImageChops.multiply(shade, vign)
img = ImageChops.multiply(img, Image.merge("RGB", [shade, shade, shade.point(lambda v: int(v * 0.95))]))
img = img.filter(ImageFilter.GaussianBlur(0.9))
# noise
noise = Image.effect_noise((W, H), 18).convert("L")
noise_rgb = Image.merge("RGB", [noise] * 3)
img = Image.blend(img, ImageChops.overlay(img, noise_rgb), 0.25)
img = img.resize((int(W * 0.9), int(H * 0.9)), Image.LANCZOS)
img.save(out, "JPEG", quality=82)
print("wrote", out, img.size)
