# Turns the rendered page gong_page.png into a phone-photo-like JPEG (no text layer).
import random
from PIL import Image, ImageFilter, ImageDraw, ImageEnhance
random.seed(58)
im = Image.open("gong_page.png").convert("RGB")
w, h = im.size
bg = Image.new("RGB", (int(w * 1.12), int(h * 1.08)), (92, 78, 66))
bg.paste(im, (int(w * 0.06), int(h * 0.04)))
im = bg.rotate(-1.8, resample=Image.BICUBIC, expand=False, fillcolor=(92, 78, 66))
# shading: gradient darker towards lower right, plus vignette
W, H = im.size
grad = Image.linear_gradient("L").resize((W, H))
dark = Image.new("RGB", (W, H), (20, 18, 15))
im = Image.composite(dark, im, grad.point(lambda p: int(p * 0.28)))
vig = Image.radial_gradient("L").resize((W, H))
im = Image.composite(dark, im, vig.point(lambda p: max(0, int((p - 120) * 0.6))))
im = ImageEnhance.Color(im).enhance(0.85)
im = ImageEnhance.Color(Image.merge("RGB", [c.point(lambda p, k=k: min(255, int(p * k))) for c, k in zip(im.split(), (1.04, 1.0, 0.92))])).enhance(1.0)
im = im.filter(ImageFilter.GaussianBlur(0.9))
px = im.load()
for _ in range(W * H // 6):
    x, y = random.randrange(W), random.randrange(H)
    r, g, b = px[x, y]
    n = random.randint(-18, 18)
    px[x, y] = (max(0, min(255, r + n)), max(0, min(255, g + n)), max(0, min(255, b + n)))
im.save("../cvs/IMG_20261103_184512.jpg", quality=80)
