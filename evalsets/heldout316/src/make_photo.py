"""Turn the rendered page (page-1.png) into a phone photo cvs/IMG_20230518_莘宇恒简历.jpg."""
import random
from PIL import Image, ImageFilter, ImageDraw, ImageChops
random.seed(316)
img = Image.open("page-1.png").convert("RGB")
w, h = img.size
bg = Image.new("RGB", (int(w * 1.15), int(h * 1.2)), (92, 84, 74))
bg.paste(img, ((bg.width - w) // 2, (bg.height - h) // 2))
img = bg.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(92, 84, 74))
W, H = img.size
shade = Image.new("L", (W, H))
d = ImageDraw.Draw(shade)
for i in range(W):  # light falls off to the right
    v = int(255 - 70 * (i / W))
    d.line([(i, 0), (i, H)], fill=v)
vig = Image.radial_gradient("L").resize((W, H))
vig = vig.point(lambda p: 255 - int(p * 0.45))
mask = ImageChops.multiply(shade, vig)
img = ImageChops.multiply(img, Image.merge("RGB", (mask, mask, mask)))
img = img.filter(ImageFilter.GaussianBlur(0.9))
noise = Image.effect_noise((W, H), 18).convert("RGB")
img = Image.blend(img, ImageChops.add(img, noise, scale=2.0, offset=-60), 0.25)
img = ImageChops.multiply(img, Image.new("RGB", (W, H), (255, 246, 228)))
img.save("../cvs/IMG_20230518_莘宇恒简历.jpg", quality=82)
