"""Turn the rendered 2026 CV page into a phone photo (rotation, shading, vignette, blur, noise)."""
import random
from PIL import Image, ImageFilter, ImageDraw, ImageChops
random.seed(309)
page = Image.open("oriane_page-1.png").convert("RGB")
W, H = page.size
bg = Image.new("RGB", (W + 240, H + 240), (92, 84, 74))           # wooden table
bg.paste(page, (120, 120))
img = bg.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(92, 84, 74))
# uneven lighting: gradient from top-left bright to bottom-right darker
g = Image.linear_gradient("L").resize(img.size)
grad = Image.blend(g, g.transpose(Image.ROTATE_90).resize(img.size), 0.5)
shade = Image.merge("RGB", [grad.point(lambda v: 255 - v // 4)] * 3)
img = ImageChops.multiply(img, shade)
# vignette
vig = Image.new("L", img.size, 0)
d = ImageDraw.Draw(vig)
d.ellipse([-img.size[0] * 0.15, -img.size[1] * 0.12, img.size[0] * 1.15, img.size[1] * 1.12], fill=255)
vig = vig.filter(ImageFilter.GaussianBlur(160))
img = Image.composite(img, Image.new("RGB", img.size, (30, 28, 25)), vig)
img = img.filter(ImageFilter.GaussianBlur(0.8))
noise = Image.effect_noise(img.size, 18).convert("RGB")
img = Image.blend(img, noise, 0.06)
img.save("../cvs/IMG_20261114_183052.jpg", quality=82)
