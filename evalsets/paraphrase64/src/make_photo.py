from PIL import Image, ImageFilter, ImageDraw
import random
random.seed(64)
im = Image.open("zhan_page-1.png").convert("RGB")
W, H = im.size
bg = Image.new("RGB", (W + 160, H + 160), (92, 78, 64))  # desk
bg.paste(im, (80, 80))
im = bg.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(92, 78, 64))
W, H = im.size
# shading: warm tint + vignette + lighting gradient
shade = Image.new("L", (W, H), 0)
d = ImageDraw.Draw(shade)
for i in range(0, min(W, H) // 2 - 2, 4):
    v = int(150 * (1 - i / (min(W, H) / 2)) ** 3)
    d.rectangle([i, i, W - i, H - i], outline=v)
shade = shade.filter(ImageFilter.GaussianBlur(60))
dark = Image.new("RGB", (W, H), (20, 18, 15))
im = Image.composite(dark, im, shade.point(lambda p: int(p * 0.7)))
grad = Image.linear_gradient("L").resize((W, H)).point(lambda p: int(p * 0.25))
im = Image.composite(Image.new("RGB", (W, H), (40, 35, 30)), im, grad)
im = im.filter(ImageFilter.GaussianBlur(0.8))
px = im.load()
for _ in range(W * H // 12):
    x, y = random.randrange(W), random.randrange(H)
    r, g, b = px[x, y]; n = random.randint(-18, 18)
    px[x, y] = (max(0, min(255, r + n)), max(0, min(255, g + n)), max(0, min(255, b + n)))
im.save("../cvs/IMG_20261103_展若川简历.jpg", quality=82)
