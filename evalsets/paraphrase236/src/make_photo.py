"""Turn the rendered page of Tian Shuoran's CV into a phone photo (no text layer)."""
import random, os
from PIL import Image, ImageFilter, ImageDraw, ImageChops
random.seed(236)
here = os.path.dirname(os.path.abspath(__file__))
page = Image.open(os.path.join(here, "tian_page-1.png")).convert("RGB")
w, h = page.size
bg = Image.new("RGB", (int(w * 1.12), int(h * 1.08)), (92, 80, 66))  # desk
page = page.rotate(-2.2, expand=True, resample=Image.BICUBIC, fillcolor=(92, 80, 66))
bg.paste(page, ((bg.width - page.width) // 2, (bg.height - page.height) // 2))
# shading: gradient from top-left (light) to bottom-right (shadow) + vignette
grad = Image.new("L", bg.size)
d = ImageDraw.Draw(grad)
for y in range(bg.height):
    d.line([(0, y), (bg.width, y)], fill=int(255 - 55 * y / bg.height))
vig = Image.new("L", bg.size, 0)
ImageDraw.Draw(vig).ellipse([-bg.width * 0.25, -bg.height * 0.2, bg.width * 1.25, bg.height * 1.2], fill=255)
vig = vig.filter(ImageFilter.GaussianBlur(180))
mask = ImageChops.multiply(grad, vig)
img = ImageChops.multiply(bg, Image.merge("RGB", [mask] * 3))
img = Image.blend(img, bg, 0.35)
img = img.filter(ImageFilter.GaussianBlur(1.1))
noise = Image.effect_noise(bg.size, 18).convert("RGB")
img = Image.blend(img, noise, 0.06)
img = img.resize((int(img.width * 0.9), int(img.height * 0.9)))
img.save(os.path.join(here, "..", "cvs", "IMG_20261114_183207.jpg"), quality=82)
print(img.size)
